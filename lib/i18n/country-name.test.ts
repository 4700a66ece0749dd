/** @jest-environment node */
import { countryName } from "./country-name";

describe("countryName", () => {
  it("names a country in the page's language", () => {
    expect(countryName("VN", "en")).toBe("Vietnam");
    expect(countryName("VN", "vi")).toBe("Việt Nam");
    expect(countryName("KR", "en")).toBe("South Korea");
    expect(countryName("KR", "vi")).toBe("Hàn Quốc");
  });

  it("reads a code in either case", () => {
    expect(countryName("us", "en")).toBe("United States");
  });

  it("gives back what it cannot name", () => {
    expect(countryName("XX", "en")).toBe("XX");
    expect(countryName("Vietnam", "vi")).toBe("Vietnam");
    expect(countryName("", "en")).toBe("");
  });
});
