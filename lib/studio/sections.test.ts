import { PERMISSIONS, STAFF_ROLES, may } from "./roles";
import { sectionsFor } from "./sections";

const permissionsOf = (role: (typeof STAFF_ROLES)[number]) => PERMISSIONS.filter((p) => may(role, p));

describe("sectionsFor", () => {
  it("shows an admin every section, the audit trail included", () => {
    expect(sectionsFor(permissionsOf("admin")).map((s) => s.key)).toEqual(["overview", "catalogue", "audit"]);
  });

  it("shows an editor the catalogue, not the audit trail", () => {
    expect(sectionsFor(permissionsOf("editor")).map((s) => s.key)).toEqual(["overview", "catalogue"]);
  });

  it.each(["moderator", "finance"] as const)(
    "keeps the catalogue and the audit trail from the %s",
    (role) => {
      expect(sectionsFor(permissionsOf(role)).map((s) => s.key)).toEqual(["overview"]);
    },
  );
});
