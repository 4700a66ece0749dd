import { countryOptions, isCountryCode, isLanguageCode, languageOptions } from "./codes";

describe("country and language codes", () => {
  it("know the countries in use and nothing else", () => {
    for (const code of ["VN", "US", "KR", "GB", "FR", "VI"]) expect(isCountryCode(code)).toBe(true);
    for (const code of ["UK", "EU", "UN", "ZZ", "XA", "QQ", "vn", "VNM", ""])
      expect(isCountryCode(code)).toBe(false);
  });

  it("know the languages with a two-letter code", () => {
    for (const code of ["vi", "en", "ko", "ja", "zh"]) expect(isLanguageCode(code)).toBe(true);
    for (const code of ["zz", "VI", "vie", ""]) expect(isLanguageCode(code)).toBe(false);
  });

  it("offer each in the page's language, alphabetically", () => {
    const vi = countryOptions("vi");
    expect(vi.find((option) => option.code === "VN")?.name).toBe("Việt Nam");
    expect(vi.length).toBeGreaterThan(240);
    const en = languageOptions("en");
    expect(en.find((option) => option.code === "vi")?.name).toBe("Vietnamese");
    const names = en.map((option) => option.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });
});
