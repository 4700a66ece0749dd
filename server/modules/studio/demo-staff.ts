/**
 * The demo's staff (issue #36): one account per role, their password and TOTP secret published in the
 * README so that whoever runs the demo on their machine can open the studio. Published secrets open
 * nothing anywhere else: the studio refuses them unless the sandbox is on (routes.ts), and the sandbox
 * only runs where strangers cannot reach it (docs/security.md "The sandbox").
 */
import type { StaffRole } from "@/lib/studio/roles";

export const DEMO_STAFF_PASSWORD = "Studio@2026";

export const DEMO_STAFF: Record<StaffRole, { phone: string; name: string; totpSecret: string }> = {
  admin: { phone: "0905100001", name: "Trần Quản Trị", totpSecret: "CINEVASTUDIODEMOADMINSECRET2O26A" },
  editor: { phone: "0905100002", name: "Lê Biên Tập", totpSecret: "CINEVASTUDIODEMOEDITORSECRET2O26" },
  moderator: { phone: "0905100003", name: "Phạm Kiểm Duyệt", totpSecret: "CINEVASTUDIODEMOMODERATORSECRET2" },
  finance: { phone: "0905100004", name: "Võ Tài Chính", totpSecret: "CINEVASTUDIODEMOFINANCESECRET2O2" },
};

const PUBLISHED = new Set(Object.values(DEMO_STAFF).map((staff) => staff.totpSecret));

/** Whether a secret is one the README publishes. */
export function isPublishedDemoSecret(secret: string | null): boolean {
  return secret !== null && PUBLISHED.has(secret);
}
