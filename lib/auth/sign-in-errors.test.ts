import fc from "fast-check";
import { SignInRefusalSchema } from "@/lib/contract/accounts";
import {
  attemptsWarning,
  decodeSignInError,
  encodeSignInError,
  failureFrom,
  signInErrorKind,
} from "./sign-in-errors";

const UNKNOWN = {
  status: 0,
  message: "",
  retryAfter: 0,
  attemptsLeft: null,
  lockoutSeconds: null,
  fields: {},
  reason: "",
};

describe("sign-in errors", () => {
  it("survive the trip through next-auth's error string", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 599 }),
        fc.string(),
        fc.nat(),
        fc.option(fc.nat({ max: 5 })),
        fc.option(fc.nat()),
        fc.dictionary(fc.constantFrom("phone_number", "password"), fc.string({ minLength: 1 })),
        fc.constantFrom("", "phone_not_verified"),
        (status, message, retryAfter, attemptsLeft, lockoutSeconds, fields, reason) => {
          const failure = { status, message, retryAfter, attemptsLeft, lockoutSeconds, fields, reason };
          expect(decodeSignInError(encodeSignInError(failure))).toEqual(failure);
        },
      ),
    );
  });

  it("read anything else as an unknown failure", () => {
    expect(decodeSignInError("CredentialsSignin")).toEqual(UNKNOWN);
    expect(decodeSignInError("cineva:{not json")).toEqual(UNKNOWN);
    expect(decodeSignInError("cineva:null")).toEqual(UNKNOWN);
    expect(decodeSignInError(undefined)).toEqual(UNKNOWN);
  });

  it("take the wait and the tries left from the backend's body, not from its words", () => {
    expect(failureFrom(429, { message: "Thử lại sau 15 phút.", retry_after: 871 })).toEqual({
      ...UNKNOWN,
      status: 429,
      message: "Thử lại sau 15 phút.",
      retryAfter: 871,
    });
    const warned = failureFrom(401, { message: "Wrong.", attempts_left: 0, lockout_seconds: 900 });
    expect([warned.attemptsLeft, warned.lockoutSeconds]).toEqual([0, 900]);
    expect(failureFrom(401, { message: "Wrong.", attempts_left: "2" }).attemptsLeft).toBeNull();
    expect(failureFrom(502, "<html>")).toEqual({ ...UNKNOWN, status: 502 });
  });

  it("keep the first message of each refused field, so the dialog says it at that field", () => {
    const body = {
      message: "The given data was invalid.",
      errors: { phone_number: ["Enter a phone number.", "second"], password: ["Enter your password."] },
    };
    expect(SignInRefusalSchema.parse(body)).toEqual(body);
    expect(failureFrom(422, body).fields).toEqual({
      phone_number: "Enter a phone number.",
      password: "Enter your password.",
    });
    expect(failureFrom(422, { message: "x", errors: { phone_number: [1], password: "no" } }).fields).toEqual(
      {},
    );
  });

  it("map statuses to what the dialog says", () => {
    const kind = (status: number, reason = "") => signInErrorKind({ status, reason });
    expect(kind(401)).toBe("credentials");
    expect(kind(422)).toBe("fields");
    expect(kind(429)).toBe("tooMany");
    expect(kind(403)).toBe("inactive");
    expect(kind(403, "phone_not_verified")).toBe("unverified");
    expect(kind(423)).toBe("blocked");
    expect(kind(0)).toBe("unreachable");
    expect(kind(500)).toBe("unknown");
  });
});

describe("attemptsWarning", () => {
  it("says how many tries are left and the pause that follows in minutes", () => {
    expect(attemptsWarning({ attemptsLeft: 2, lockoutSeconds: 900 })).toEqual({
      left: 2,
      wait: { unit: "minutes", count: 15 },
    });
    expect(attemptsWarning({ attemptsLeft: 0, lockoutSeconds: 871 })).toEqual({
      left: 0,
      wait: { unit: "minutes", count: 15 },
    });
    expect(attemptsWarning({ attemptsLeft: 1, lockoutSeconds: 45 })?.wait).toEqual({
      unit: "seconds",
      count: 45,
    });
  });

  it("warns only when the backend gave both the tries left and the pause", () => {
    expect(attemptsWarning({ attemptsLeft: null, lockoutSeconds: 900 })).toBeNull();
    expect(attemptsWarning({ attemptsLeft: 2, lockoutSeconds: null })).toBeNull();
  });
});
