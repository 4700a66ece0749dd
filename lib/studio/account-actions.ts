"use server";
/** Changing an account's state from the studio (issue #36): the form, as the server action it posts to. */
import { getTranslations } from "next-intl/server";
import { studioSetAccountStatus } from "@/lib/contract/endpoints/studio-accounts";
import type { StudioAccountStatus } from "@/lib/contract/studio-accounts";
import { toLocale } from "@/lib/i18n/config";
import { formRefusal } from "./refusal";
import { studioApi } from "./server";
import type { AccountStatusState } from "./account-status";

export async function setAccountStatusAction(
  previous: AccountStatusState,
  form: FormData,
): Promise<AccountStatusState> {
  const locale = toLocale(form.get("locale"));
  const typed = { status: String(form.get("status") ?? ""), reason: String(form.get("reason") ?? "") };
  try {
    const account = await (
      await studioApi(locale)
    ).call(studioSetAccountStatus, {
      params: { id: previous.account.id },
      // As typed: the backend refuses a state that is not one (422), as it would from any caller.
      body: typed as StudioAccountStatus,
    });
    const t = await getTranslations({ locale, namespace: "studio.accounts" });
    const changed = account.status !== previous.account.status;
    return {
      account,
      status: account.status,
      reason: "",
      outcome: "applied",
      message: t(changed ? "applied" : "unchanged"),
    };
  } catch (error) {
    // A session that ended, a role taken away: the page's next load sends the browser to sign in.
    return { ...previous, ...typed, outcome: "refused", ...formRefusal(error) };
  }
}
