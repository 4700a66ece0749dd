/** @jest-environment node */
import { isPlausiblePhone, isStrongPassword } from "@/lib/contract/accounts";
import {
  generateReferralCode,
  isUniqueViolation,
  normalisePhone,
  phoneCountryCode,
  REFERRAL_ALPHABET,
  toUserJson,
} from "./users";
import type { UserRow } from "../../db/schema";

describe("normalisePhone", () => {
  it.each([
    ["0901 234 567", "84901234567"],
    ["901234567", "84901234567"],
    ["+84 901 234 567", "84901234567"],
    ["84901234567", "84901234567"],
    ["(090) 123-4567", "84901234567"],
  ])("%j → %j", (typed, stored) => {
    expect(normalisePhone(typed, "84")).toBe(stored);
  });

  it("gives null when what is left is not a mobile number of the country", () => {
    expect(normalisePhone("000000000", "84")).toBeNull();
    expect(normalisePhone("12345", "84")).toBeNull();
    expect(normalisePhone("028 3822 1234", "84")).toBeNull();
    expect(normalisePhone("0123 456 789", "84")).toBeNull();
    expect(normalisePhone("social:google:a@b.c", "84")).toBeNull();
  });

  it("takes the country code from NEXT_PUBLIC_PHONE_COUNTRY_CODE, else 84", () => {
    expect(phoneCountryCode({ NEXT_PUBLIC_PHONE_COUNTRY_CODE: "65" })).toBe("65");
    expect(phoneCountryCode({ NEXT_PUBLIC_PHONE_COUNTRY_CODE: "+65" })).toBe("84");
    expect(phoneCountryCode({})).toBe("84");
    expect(normalisePhone("6591234567", "65")).toBe("6591234567");
  });
});

describe("the field rules", () => {
  it("wants 8–72 characters with a letter and a digit in a password", () => {
    expect(isStrongPassword("abcdefg1")).toBe(true);
    expect(isStrongPassword("Mật khẩu 2026")).toBe(true);
    expect(isStrongPassword("abc1")).toBe(false);
    expect(isStrongPassword("abcdefgh")).toBe(false);
    expect(isStrongPassword("12345678")).toBe(false);
    expect(isStrongPassword(`a1${"x".repeat(70)}`)).toBe(true);
    expect(isStrongPassword(`a1${"x".repeat(71)}`)).toBe(false);
  });

  it("takes a phone number as people type it", () => {
    expect(isPlausiblePhone("+84 901 234 567")).toBe(true);
    expect(isPlausiblePhone("0901-234-567")).toBe(true);
    expect(isPlausiblePhone("call me")).toBe(false);
    expect(isPlausiblePhone("12345")).toBe(false);
    expect(isPlausiblePhone("1234567890123456")).toBe(false);
  });
});

describe("generateReferralCode", () => {
  it("makes 8 characters of A–Z and 2–9 without look-alikes", () => {
    expect(REFERRAL_ALPHABET).toHaveLength(32);
    expect(REFERRAL_ALPHABET).not.toMatch(/[IO01]/);
    for (let i = 0; i < 100; i++) expect(generateReferralCode()).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(generateReferralCode(new Uint8Array(8))).toBe("AAAAAAAA");
    expect(generateReferralCode(new Uint8Array(8).fill(255))).toBe("99999999");
  });
});

describe("toUserJson", () => {
  const row: UserRow = {
    id: 7,
    phoneNumber: "84901234567",
    passwordHash: "$argon2id$secret",
    phoneVerifiedAt: new Date(),
    name: "Lan",
    firstName: null,
    lastName: null,
    email: "lan@example.com",
    emailVerifiedAt: null,
    avatar: "abc.webp",
    leaderboardPrivate: true,
    status: "active",
    role: "viewer",
    balance: 120_000,
    points: 30,
    referralCode: "ABCDEFGH",
    referredBy: null,
    commissionRateBp: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  };

  it("shows the public fields only, in snake_case", () => {
    expect(toUserJson(row)).toEqual({
      id: 7,
      phone_number: "84901234567",
      name: "Lan",
      first_name: null,
      last_name: null,
      email: "lan@example.com",
      email_verified: false,
      avatar: "abc.webp",
      leaderboard_private: true,
      status: "active",
      role: "viewer",
      balance: 120_000,
      points: 30,
      referral_code: "ABCDEFGH",
    });
  });

  it("shows a social account's placeholder phone as empty", () => {
    expect(toUserJson({ ...row, phoneNumber: "social:google:lan@example.com" }).phone_number).toBe("");
  });
});

describe("isUniqueViolation", () => {
  it("finds SQLSTATE 23505 however deep the driver error is wrapped", () => {
    expect(isUniqueViolation({ code: "23505" })).toBe(true);
    expect(
      isUniqueViolation(new Error("wrapped", { cause: { code: "23505", constraint: "users_email_unique" } })),
    ).toBe(true);
    expect(isUniqueViolation({ cause: { code: "23505", constraint: "x" } }, "users_email_unique")).toBe(
      false,
    );
    expect(isUniqueViolation({ code: "23503" })).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation("23505")).toBe(false);
  });
});
