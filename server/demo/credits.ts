/**
 * The demo's cast and crew: made-up names in the style of each title's country, one or two
 * directors and five to eight actors per title, some of them in several titles (a person's work
 * spans the catalogue, as it does in life). Its own seeded random source, so the rest of the demo is
 * drawn as it was before credits existed.
 */
import type { Database } from "../db/client";
import { movies, tvSeries } from "../db/schema";
import { replaceCredits } from "../modules/catalogue";
import { createRng, type Rng } from "./random";

/** Family names, then given names, and whether the family name comes first. */
type Style = { family: string[]; given: string[]; familyFirst: boolean };

const STYLES: Record<string, Style> = {
  VN: {
    family: ["Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Võ", "Đặng", "Bùi", "Đỗ", "Huỳnh"],
    given: [
      "Minh Anh",
      "Thu Hà",
      "Quốc Bảo",
      "Ngọc Lan",
      "Hải Đăng",
      "Thanh Tâm",
      "Gia Huy",
      "Mai Phương",
      "Đức Thịnh",
      "Bảo Ngọc",
    ],
    familyFirst: true,
  },
  KR: {
    family: ["Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Yoon", "Han"],
    given: ["Min-jun", "Seo-yeon", "Ji-ho", "Ha-eun", "Do-hyun", "Soo-ah", "Jae-won", "Yu-na"],
    familyFirst: true,
  },
  JP: {
    family: ["Sato", "Suzuki", "Takahashi", "Tanaka", "Ito", "Watanabe", "Yamamoto", "Nakamura"],
    given: ["Haruto", "Yui", "Sota", "Aoi", "Ren", "Hina", "Kaito", "Mio"],
    familyFirst: true,
  },
  TH: {
    family: ["Srisuk", "Chaiyaporn", "Wongsa", "Boonmee", "Thongdee", "Sukjai"],
    given: ["Anong", "Kittisak", "Malee", "Somchai", "Ploy", "Narin"],
    familyFirst: false,
  },
  HK: {
    family: ["Chan", "Wong", "Leung", "Cheung", "Lau", "Ho"],
    given: ["Ka-ming", "Wing-yan", "Chi-hung", "Mei-ling", "Tsz-kin", "Hoi-yan"],
    familyFirst: true,
  },
  EN: {
    family: [
      "Hartley",
      "Moreno",
      "Whitaker",
      "Okafor",
      "Delacroix",
      "Lindqvist",
      "Castellano",
      "Brennan",
      "Ashdown",
      "Navarro",
    ],
    given: ["Eleanor", "Marcus", "Ines", "Theo", "Clara", "Julian", "Sofia", "Rowan", "Amara", "Felix"],
    familyFirst: false,
  },
};

function nameIn(style: Style, rng: Rng): string {
  const family = rng.pick(style.family);
  const given = rng.pick(style.given);
  return style.familyFirst ? `${family} ${given}` : `${given} ${family}`;
}

/** Distinct names of one style. */
function namesIn(style: Style, rng: Rng, count: number, taken: Set<string>): string[] {
  const names: string[] = [];
  while (names.length < count) {
    const name = nameIn(style, rng);
    if (!taken.has(name)) {
      taken.add(name);
      names.push(name);
    }
  }
  return names;
}

/** Credits every seeded film and series (what the title pages and the studio's editor show). */
export async function seedDemoCredits(db: Database) {
  const rng = createRng(20_261_127);
  const titles = [
    ...(await db.select({ id: movies.id, country: movies.country }).from(movies)).map((t) => ({
      ...t,
      kind: "movie" as const,
    })),
    ...(await db.select({ id: tvSeries.id, country: tvSeries.country }).from(tvSeries)).map((t) => ({
      ...t,
      kind: "series" as const,
    })),
  ];
  for (const title of titles) {
    const style = STYLES[title.country] ?? STYLES.EN!;
    const taken = new Set<string>();
    const directors = namesIn(style, rng, rng.chance(0.15) ? 2 : 1, taken);
    const cast = namesIn(style, rng, rng.int(5, 8), taken);
    await replaceCredits(db, title.kind, title.id, { directors, cast });
  }
}
