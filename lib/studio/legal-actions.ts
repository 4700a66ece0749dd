"use server";
/** Versions of the legal documents from the studio (issue #36): the forms' server actions. */
import { refresh } from "next/cache";
import { getTranslations } from "next-intl/server";
import { studioAddLegalVersion, studioWithdrawLegalVersion } from "@/lib/contract/endpoints/studio-legal";
import { toLocale } from "@/lib/i18n/config";
import { typedLegalValues, type NewVersionState, type WithdrawState } from "./legal-form";
import { formRefusal } from "./refusal";
import { studioApi } from "./server";

export async function addLegalVersionAction(
  previous: NewVersionState,
  form: FormData,
): Promise<NewVersionState> {
  const locale = toLocale(form.get("locale"));
  const values = typedLegalValues(form);
  try {
    await (
      await studioApi(locale)
    ).call(studioAddLegalVersion, { params: { slug: previous.slug }, body: values });
  } catch (error) {
    return { ...previous, values, outcome: "refused", ...formRefusal(error) };
  }
  // The versions' list above the form shows the new one.
  refresh();
  const t = await getTranslations({ locale, namespace: "studio.legal" });
  return { slug: previous.slug, values, outcome: "added", message: t("added") };
}

export async function withdrawLegalVersionAction(
  previous: WithdrawState,
  form: FormData,
): Promise<WithdrawState> {
  const locale = toLocale(form.get("locale"));
  try {
    await (
      await studioApi(locale)
    ).call(studioWithdrawLegalVersion, {
      params: { slug: previous.slug, id: previous.id },
    });
  } catch (error) {
    return { ...previous, message: formRefusal(error).message };
  }
  refresh();
  return { slug: previous.slug, id: previous.id };
}
