import { isLocale, LOCALES, publicPath } from "./config";

describe("isLocale", () => {
  it("accepts only en and vi", () => {
    expect(LOCALES).toEqual(["en", "vi"]);
    expect(isLocale("en")).toBe(true);
    expect(isLocale("vi")).toBe(true);
    expect(isLocale("fr")).toBe(false);
    expect(isLocale("EN")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe("publicPath", () => {
  it("drops the internal locale segment and leaves public paths alone", () => {
    expect(publicPath("/en/leaderboard")).toBe("/leaderboard");
    expect(publicPath("/vi")).toBe("/");
    expect(publicPath("/vi/profile/info")).toBe("/profile/info");
    expect(publicPath("/leaderboard")).toBe("/leaderboard");
    expect(publicPath("/video")).toBe("/video");
    expect(publicPath("/")).toBe("/");
  });
});
