import { SESSION_RECHECK_SECONDS, SessionRevokedError } from "./session-rules";

describe("session re-check (product §9: session re-check, 300 s)", () => {
  it("reads an open page's session at least every 300 s", () => {
    expect(SESSION_RECHECK_SECONDS).toBe(300);
  });

  it("marks a refused token with an Error next-auth's logger can recognise", () => {
    const error = new SessionRevokedError();
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("SessionRevokedError");
    expect(error.message).toBe("SessionRevoked");
  });
});
