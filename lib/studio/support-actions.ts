"use server";
/** The account page's support forms' server action (issue #36); erasing goes back to the list. */
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { studioEraseAccount, studioSendPasswordReset } from "@/lib/contract/endpoints/studio-accounts";
import { localizedPath } from "@/lib/i18n/addresses";
import { toLocale } from "@/lib/i18n/config";
import { studioApi } from "./server";
import { runSensitive } from "./step-up";
import type { SupportFormState } from "./support-form";

export async function supportAction(previous: SupportFormState, form: FormData): Promise<SupportFormState> {
  const locale = toLocale(form.get("locale"));
  const reason = String(form.get("reason") ?? "");
  const t = await getTranslations({ locale, namespace: "studio" });
  const api = await studioApi(locale);
  if (previous.kind !== "reset" && form.get("asked") !== "on") {
    const asked = t("accounts.askedRequired");
    return { ...previous, reason, needsCode: false, outcome: "refused", message: asked, fields: { asked } };
  }
  const params = { id: previous.accountId };
  const done = await runSensitive(api, String(form.get("code") ?? ""), t("stepUp.needed"), () =>
    previous.kind === "reset"
      ? api.call(studioSendPasswordReset, { params, body: { sign_out: form.get("sign_out") === "on" } })
      : api.call(studioEraseAccount, { params, body: { reason } }).then(() => null),
  );
  if (!done.ok) return { ...previous, reason, ...done.refusal };
  if (done.value) return { ...previous, needsCode: false, outcome: "done", message: done.value.message };
  redirect(`${localizedPath(locale, "/studio/accounts")}?erased=${previous.accountId}`);
}
