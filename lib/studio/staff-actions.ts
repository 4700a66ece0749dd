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
import { runSensitive } from "./step-up";

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
  const done = await runSensitive(api, String(form.get("code") ?? ""), t("stepUp.needed"), async () =>
    act(api, previous, typed),
  );
  if (!done.ok) {
    const { fields } = done.refusal;
    return {
      ...previous,
      typed,
      ...done.refusal,
      fields: fields.phone_number ? { ...fields, phone: fields.phone_number } : fields,
    };
  }
  refresh();
  return {
    ...previous,
    typed: { phone: "", role: typed.role },
    needsCode: false,
    outcome: "done",
    message: t(`staff.done.${previous.kind}`),
  };
}
