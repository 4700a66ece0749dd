"use server";
/** Approving or declining a distributor application from the studio (issue #36): the forms' server action. */
import { getTranslations } from "next-intl/server";
import { studioApproveApplication, studioDeclineApplication } from "@/lib/contract/endpoints/studio-accounts";
import { toLocale } from "@/lib/i18n/config";
import { formRefusal } from "./refusal";
import { studioApi } from "./server";
import { commissionBasisPoints, type DecisionState } from "./application-decision";

export async function decideApplicationAction(
  previous: DecisionState,
  form: FormData,
): Promise<DecisionState> {
  const locale = toLocale(form.get("locale"));
  const typed = { rate: String(form.get("rate") ?? ""), reply: String(form.get("reply") ?? "") };
  const approve = form.get("decision") === "approve";
  const params = { id: previous.application.id };
  try {
    const api = await studioApi(locale);
    const application = approve
      ? await api.call(studioApproveApplication, {
          params,
          // As typed when it is not a number: the backend names the field (422).
          body: { commission_rate_bp: commissionBasisPoints(typed.rate) ?? typed.rate, reply: typed.reply },
        })
      : await api.call(studioDeclineApplication, { params, body: { reply: typed.reply } });
    const t = await getTranslations({ locale, namespace: "studio.applications" });
    return {
      application,
      typed: { rate: "", reply: "" },
      message: t(approve ? "approvedNow" : "declinedNow"),
    };
  } catch (error) {
    const { message, fields } = formRefusal(error);
    // The rate is typed in percent, as the form asks for it.
    if (fields.commission_rate_bp) fields.rate = fields.commission_rate_bp;
    return { ...previous, typed, message, refused: true, fields };
  }
}
