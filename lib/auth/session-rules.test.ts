import { needsRecheck, SESSION_RECHECK_SECONDS, SessionRevokedError } from "./session-rules";

describe("session re-check (product §9: session re-check, 300 s)", () => {
  it("re-checks a session never checked, or checked 300 s ago or more", () => {
    expect(SESSION_RECHECK_SECONDS).toBe(300);
    expect(needsRecheck(undefined, 1_000)).toBe(true);
    expect(needsRecheck(0, 299_999)).toBe(false);
    expect(needsRecheck(0, 300_000)).toBe(true);
  });

  it("marks a refused token with an Error next-auth's logger can recognise", () => {
    const error = new SessionRevokedError();
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("SessionRevokedError");
    expect(error.message).toBe("SessionRevoked");
  });
});
