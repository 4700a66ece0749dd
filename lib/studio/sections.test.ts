import { PERMISSIONS, STAFF_ROLES, may } from "./roles";
import { sectionsFor } from "./sections";

const permissionsOf = (role: (typeof STAFF_ROLES)[number]) => PERMISSIONS.filter((p) => may(role, p));

describe("sectionsFor", () => {
  it("shows an admin every section, the audit trail included", () => {
    expect(sectionsFor(permissionsOf("admin")).map((s) => s.key)).toEqual(["overview", "audit"]);
  });

  it.each(["editor", "moderator", "finance"] as const)("keeps the audit trail from the %s", (role) => {
    expect(sectionsFor(permissionsOf(role)).map((s) => s.key)).toEqual(["overview"]);
  });
});
