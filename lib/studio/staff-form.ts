/** The studio's staff forms (issue #36): give a role, change it, reset the app, remove; one server action. */
export type StaffFormKind = "add" | "role" | "reset" | "remove";

export type StaffFormState = {
  kind: StaffFormKind;
  /** The staff member changed; null when a role is given to a phone number. */
  targetId: number | null;
  /** What the fields hold: kept as typed when refused. */
  typed: { phone: string; role: string };
  needsCode: boolean;
  outcome: "opened" | "done" | "refused";
  message?: string;
  fields?: Record<string, string>;
};

export const openStaffForm = (
  kind: StaffFormKind,
  targetId: number | null,
  role = "editor",
): StaffFormState => ({
  kind,
  targetId,
  typed: { phone: "", role },
  needsCode: false,
  outcome: "opened",
});
