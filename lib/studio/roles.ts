/**
 * The studio's roles, least privilege (issue #36): each role is a set of permissions, and every studio
 * endpoint names the one permission it needs (server/modules/studio), so a role's reach is read here.
 */
export const STAFF_ROLES = ["admin", "editor", "moderator", "finance"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  /** Sign in, see their own session: every staff member. */
  "studio",
  /** Films, series, seasons, episodes, sections and the home page. */
  "catalogue",
  /** Blog posts and legal documents. */
  "content",
  /** Viewers' accounts, distributor applications, reports. */
  "accounts",
  /** Payments, the ledger, refunds and adjustments. */
  "money",
  /** Staff members and their roles, and the audit trail. */
  "staff",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const GRANTS: Record<StaffRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  editor: ["studio", "catalogue", "content"],
  moderator: ["studio", "accounts"],
  finance: ["studio", "money"],
};

export function may(role: StaffRole, permission: Permission): boolean {
  return GRANTS[role].includes(permission);
}

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}
