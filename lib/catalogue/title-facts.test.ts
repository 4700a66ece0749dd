/** @jest-environment node */
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import vi from "@/messages/vi.json";
import { TEST_SEASONS } from "./test-seasons";
import { titleFacts } from "./title-facts";

const english = createTranslator({ locale: "en", messages: en });
const vietnamese = createTranslator({ locale: "vi", messages: vi });
const film = { kind: "movie" as const, year: 2021, duration_min: 104, country: "VN" };

describe("titleFacts", () => {
  it("names the country in the page's language, not by its code", () => {
    expect(titleFacts(film, "en", english)).toEqual(["2021", "104 min", "Vietnam"]);
    expect(titleFacts(film, "vi", vietnamese)).toEqual(["2021", "104 phút", "Việt Nam"]);
  });

  it("counts a series' seasons and leaves out what the title lacks", () => {
    const series = { kind: "series" as const, year: 2019, seasons: TEST_SEASONS, country: "KR" };
    expect(titleFacts(series, "vi", vietnamese)).toEqual(["2019", `${TEST_SEASONS.length} phần`, "Hàn Quốc"]);
    expect(titleFacts({ ...film, duration_min: null, country: "" }, "en", english)).toEqual(["2021"]);
  });
});
