import { PERMISSIONS, STAFF_ROLES, may } from "./roles";
import { sectionsFor } from "./sections";

const permissionsOf = (role: (typeof STAFF_ROLES)[number]) => PERMISSIONS.filter((p) => may(role, p));

describe("sectionsFor", () => {
  it("shows an admin every section, the audit trail included", () => {
    expect(sectionsFor(permissionsOf("admin")).map((s) => s.key)).toEqual([
      "overview",
      "catalogue",
      "home",
      "blog",
      "legal",
      "accounts",
      "applications",
      "money",
      "staff",
      "audit",
    ]);
  });

  it("shows an editor the catalogue, the blog and the legal pages, not the audit trail", () => {
    expect(sectionsFor(permissionsOf("editor")).map((s) => s.key)).toEqual([
      "overview",
      "catalogue",
      "home",
      "blog",
      "legal",
    ]);
  });

  it("shows a moderator the accounts, not the catalogue", () => {
    expect(sectionsFor(permissionsOf("moderator")).map((s) => s.key)).toEqual([
      "overview",
      "accounts",
      "applications",
    ]);
  });

  it("shows finance the money, and keeps the catalogue, the accounts and the audit trail from them", () => {
    expect(sectionsFor(permissionsOf("finance")).map((s) => s.key)).toEqual(["overview", "money"]);
  });
});
