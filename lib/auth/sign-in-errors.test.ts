import fc from "fast-check";
import { decodeSignInError, encodeSignInError, signInErrorKind } from "./sign-in-errors";

describe("sign-in errors", () => {
  it("survive the trip through next-auth's error string", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 599 }), fc.string(), fc.nat(), (status, message, retryAfter) => {
        const failure = { status, message, retryAfter };
        expect(decodeSignInError(encodeSignInError(failure))).toEqual(failure);
      }),
    );
  });

  it("read anything else as an unknown failure", () => {
    expect(decodeSignInError("CredentialsSignin")).toEqual({ status: 0, message: "", retryAfter: 0 });
    expect(decodeSignInError("cineva:{not json")).toEqual({ status: 0, message: "", retryAfter: 0 });
    expect(decodeSignInError(undefined)).toEqual({ status: 0, message: "", retryAfter: 0 });
  });

  it("map statuses to what the dialog says", () => {
    const kind = (status: number) => signInErrorKind({ status, message: "", retryAfter: 0 });
    expect(kind(401)).toBe("credentials");
    expect(kind(429)).toBe("tooMany");
    expect(kind(403)).toBe("inactive");
    expect(kind(423)).toBe("blocked");
    expect(kind(0)).toBe("unreachable");
    expect(kind(500)).toBe("unknown");
  });
});
