import { may, PERMISSIONS, STAFF_ROLES, isStaffRole } from "./roles";

describe("studio roles", () => {
  it("give the admin everything and each other role its own part only", () => {
    const reach = Object.fromEntries(
      STAFF_ROLES.map((role) => [role, PERMISSIONS.filter((permission) => may(role, permission))]),
    );
    expect(reach).toEqual({
      admin: ["studio", "catalogue", "content", "accounts", "money", "staff"],
      editor: ["studio", "catalogue", "content"],
      moderator: ["studio", "accounts"],
      finance: ["studio", "money"],
    });
  });

  it("know a role by its name only", () => {
    expect(isStaffRole("finance")).toBe(true);
    expect(isStaffRole("viewer")).toBe(false);
    expect(isStaffRole("Admin")).toBe(false);
  });
});
