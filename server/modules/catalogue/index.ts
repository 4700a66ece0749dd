/** The catalogue: films, series, sections, genres, search, the home rows, ratings summaries, the sitemap. */
export { catalogueRoutes } from "./routes";
export { popularRefs } from "./home";
export { ratingSummary, summaryOf } from "./ratings";
export { loadCards, mostWatchedInGenres, refKey, titleExists, type TitleRef } from "./titles";
