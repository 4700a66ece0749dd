import type { MovieDetail, SeriesDetail } from "@/lib/contract/catalogue";
import type { Locale } from "@/lib/i18n/config";
import { countryName } from "@/lib/i18n/country-name";

type Facts =
  | Pick<MovieDetail, "kind" | "year" | "duration_min" | "country">
  | Pick<SeriesDetail, "kind" | "year" | "seasons" | "country">;
/** The two catalogue messages the facts use (a next-intl translator fits). */
type Count = (key: "catalogue.minutes" | "catalogue.seasons", values: { count: number }) => string;

/** A title page's facts line: year, length (minutes or seasons), country by name in the page's language. */
export function titleFacts(title: Facts, locale: Locale, t: Count): string[] {
  const length =
    title.kind === "movie"
      ? title.duration_min && t("catalogue.minutes", { count: title.duration_min })
      : t("catalogue.seasons", { count: title.seasons.length });
  return [String(title.year), length, countryName(title.country, locale)].filter((fact): fact is string =>
    Boolean(fact),
  );
}
