/**
 * product §9 "Session re-check (sync max age)": an open page reads its session at least this often
 * (each read re-checks the account against /user-info), as well as on each navigation.
 */
export const SESSION_RECHECK_SECONDS = 300;

/** Thrown inside next-auth's jwt callback when the backend no longer accepts the token: the cookie is cleared. */
export class SessionRevokedError extends Error {
  constructor() {
    super("SessionRevoked");
    this.name = "SessionRevokedError";
  }
}
