/** The studio (issue #36): staff, their sessions with a second factor, the audit trail. */
export { studioRoutes } from "./routes";
export { STUDIO_ROUTES, type Access } from "./access";
export { COMMAND_LINE, recordAudit, type Actor } from "./audit";
export { playingNow, publishPackaging } from "./media-publish";
export { grantRole, listStaff, removeStaff, resetSecondFactor, staffAccount, staffName } from "./staff";
export { revokeStudioSessionsOf } from "./sessions";
export { totpCode } from "./second-factor";
export { reconciliation } from "./money";
export { newPassword, parseStaffCommand, runStaffCommand, STAFF_USAGE } from "./staff-command";
export { DEMO_STAFF, DEMO_STAFF_PASSWORD } from "./demo-staff";
