/** product §9 "Session re-check (sync max age)": a session is re-checked against /user-info this often. */
export const SESSION_RECHECK_SECONDS = 300;

export function needsRecheck(checkedAtMs: number | undefined, nowMs: number): boolean {
  return checkedAtMs === undefined || nowMs - checkedAtMs >= SESSION_RECHECK_SECONDS * 1000;
}

/** Thrown inside next-auth's jwt callback when the backend no longer accepts the token: the cookie is cleared. */
export class SessionRevokedError extends Error {
  constructor() {
    super("SessionRevoked");
    this.name = "SessionRevokedError";
  }
}
