import fc from "fast-check";
import { decodeSignInError, encodeSignInError, failureFrom, signInErrorKind } from "./sign-in-errors";

const UNKNOWN = { status: 0, message: "", retryAfter: 0, attemptsLeft: null };

describe("sign-in errors", () => {
  it("survive the trip through next-auth's error string", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 599 }),
        fc.string(),
        fc.nat(),
        fc.option(fc.nat({ max: 5 })),
        (status, message, retryAfter, attemptsLeft) => {
          const failure = { status, message, retryAfter, attemptsLeft };
          expect(decodeSignInError(encodeSignInError(failure))).toEqual(failure);
        },
      ),
    );
  });

  it("read anything else as an unknown failure", () => {
    expect(decodeSignInError("CredentialsSignin")).toEqual(UNKNOWN);
    expect(decodeSignInError("cineva:{not json")).toEqual(UNKNOWN);
    expect(decodeSignInError(undefined)).toEqual(UNKNOWN);
  });

  it("take the wait and the tries left from the backend's body, not from its words", () => {
    expect(failureFrom(429, { message: "Thử lại sau 15 phút.", retry_after: 871 })).toEqual({
      status: 429,
      message: "Thử lại sau 15 phút.",
      retryAfter: 871,
      attemptsLeft: null,
    });
    expect(failureFrom(401, { message: "Wrong.", attempts_left: 0 }).attemptsLeft).toBe(0);
    expect(failureFrom(401, { message: "Wrong.", attempts_left: "2" }).attemptsLeft).toBeNull();
    expect(failureFrom(502, "<html>")).toEqual({ ...UNKNOWN, status: 502 });
  });

  it("map statuses to what the dialog says", () => {
    const kind = (status: number) => signInErrorKind({ status });
    expect(kind(401)).toBe("credentials");
    expect(kind(429)).toBe("tooMany");
    expect(kind(403)).toBe("inactive");
    expect(kind(423)).toBe("blocked");
    expect(kind(0)).toBe("unreachable");
    expect(kind(500)).toBe("unknown");
  });
});
