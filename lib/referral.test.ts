import { rememberReferralCode, REFERRAL_STORAGE_KEY, savedReferralCode } from "./referral";

describe("referral code from an invite link", () => {
  beforeEach(() => localStorage.clear());

  it("keeps ?ref= upper-cased for the registration form", () => {
    expect(rememberReferralCode("?ref=demovi")).toBe("DEMOVI");
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBe("DEMOVI");
    expect(savedReferralCode()).toBe("DEMOVI");
  });

  it("ignores anything that is not a code", () => {
    expect(rememberReferralCode("?ref=<script>")).toBeNull();
    expect(rememberReferralCode("?x=1")).toBeNull();
    expect(savedReferralCode()).toBe("");
    localStorage.setItem(REFERRAL_STORAGE_KEY, "bad code!");
    expect(savedReferralCode()).toBe("");
  });
});
