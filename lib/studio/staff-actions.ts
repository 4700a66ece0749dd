"use server";
/** The staff forms' server action (issue #36): step up with the code when one is given, then act. */
import { refresh } from "next/cache";
import { getTranslations } from "next-intl/server";
import {
  studioAddStaff,
  studioRemoveStaff,
  studioResetStaffSecondFactor,
  studioSetStaffRole,
} from "@/lib/contract/endpoints/studio-staff";
import type { StudioAddStaff } from "@/lib/contract/studio-staff";
import { toLocale } from "@/lib/i18n/config";
import { studioApi } from "./server";
import type { StaffFormState } from "./staff-form";
import { giveCode, refusalOf } from "./step-up";

type Api = Awaited<ReturnType<typeof studioApi>>;

function act(api: Api, state: StaffFormState, typed: StaffFormState["typed"]) {
  // As typed: the backend refuses a role that is not one (422), as it would from any caller.
  const role = typed.role as StudioAddStaff["role"];
  const params = { id: state.targetId ?? 0 };
  switch (state.kind) {
    case "add":
      return api.call(studioAddStaff, { body: { phone_number: typed.phone, role } });
    case "role":
      return api.call(studioSetStaffRole, { params, body: { role } });
    case "reset":
      return api.call(studioResetStaffSecondFactor, { params });
    case "remove":
      return api.call(studioRemoveStaff, { params });
  }
}

export async function staffAction(previous: StaffFormState, form: FormData): Promise<StaffFormState> {
  const locale = toLocale(form.get("locale"));
  const typed = {
    phone: String(form.get("phone") ?? ""),
    role: String(form.get("role") ?? previous.typed.role),
  };
  const t = await getTranslations({ locale, namespace: "studio" });
  const api = await studioApi(locale);
  const refused = (message: string | undefined, fields?: Record<string, string>, needsCode = false) => ({
    ...previous,
    typed,
    needsCode,
    outcome: "refused" as const,
    message,
    fields,
  });
  const wrongCode = await giveCode(api, String(form.get("code") ?? ""));
  if (wrongCode !== null) return refused(wrongCode, { code: wrongCode }, true);
  try {
    await act(api, previous, typed);
    refresh();
    return {
      ...previous,
      typed: { phone: "", role: typed.role },
      needsCode: false,
      outcome: "done",
      message: t(`staff.done.${previous.kind}`),
    };
  } catch (error) {
    const refusal = refusalOf(error, t("stepUp.needed"));
    if (refusal.fields.phone_number) refusal.fields.phone = refusal.fields.phone_number;
    return refused(refusal.message, refusal.fields, refusal.needsCode);
  }
}
