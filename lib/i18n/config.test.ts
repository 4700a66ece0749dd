import { isLocale, LOCALES } from "./config";

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
