"use server";
/** The money forms' one server action (issue #36): step up with the code when one is given, then act. */
import { refresh } from "next/cache";
import { getTranslations } from "next-intl/server";
import {
  studioAdjustBalance,
  studioApproveAdjustment,
  studioDeclineAdjustment,
  studioRefundPayment,
} from "@/lib/contract/endpoints/studio-money";
import type { StudioAdjustRequest } from "@/lib/contract/studio-money";
import { toLocale } from "@/lib/i18n/config";
import { BLANK_MONEY_FIELDS, deltaOf, type MoneyFields, type MoneyFormState } from "./money-form";
import { studioApi } from "./server";
import { runSensitive } from "./step-up";

type Api = Awaited<ReturnType<typeof studioApi>>;

function act(api: Api, state: MoneyFormState, typed: MoneyFields) {
  const params = { id: state.targetId };
  switch (state.kind) {
    case "refund":
      return api.call(studioRefundPayment, { params, body: { reason: typed.reason } });
    case "adjust": {
      // As typed when it is not a number: the backend refuses it (422) as it would from any caller.
      const delta = deltaOf(typed.direction, typed.amount) as StudioAdjustRequest["delta"];
      return api.call(studioAdjustBalance, { params, body: { delta, reason: typed.reason } });
    }
    case "approve":
      return api.call(studioApproveAdjustment, { params });
    case "decline":
      return api.call(studioDeclineAdjustment, { params, body: { note: typed.note } });
  }
}

export async function moneyAction(previous: MoneyFormState, form: FormData): Promise<MoneyFormState> {
  const locale = toLocale(form.get("locale"));
  const text = (name: string) => String(form.get(name) ?? "");
  const typed: MoneyFields = {
    direction: text("direction") === "debit" ? "debit" : "credit",
    amount: text("amount"),
    reason: text("reason"),
    note: text("note"),
  };
  const t = await getTranslations({ locale, namespace: "studio" });
  const api = await studioApi(locale);
  const done = await runSensitive(api, text("code"), t("stepUp.needed"), () => act(api, previous, typed));
  if (!done.ok) {
    const { fields } = done.refusal;
    return {
      ...previous,
      typed,
      ...done.refusal,
      fields: fields.delta ? { ...fields, amount: fields.delta } : fields,
    };
  }
  refresh();
  return {
    ...previous,
    typed: BLANK_MONEY_FIELDS,
    needsCode: false,
    outcome: "done",
    message: t(`money.done.${done.value.status}`),
  };
}
