/** The catalogue: films, series, sections, genres, search, the home rows, ratings summaries, the sitemap. */
export { catalogueRoutes } from "./routes";
export { creditsOf, replaceCredits } from "./credits";
export { episodesOfSeries } from "./episodes";
export { popularRefs } from "./home";
export { summaryOf, weightedRating } from "./ratings";
export {
  loadCards,
  mostWatchedInGenres,
  published,
  ratingSummary,
  refKey,
  tableOf,
  titleExists,
  titleNames,
  type TitleRef,
} from "./titles";
