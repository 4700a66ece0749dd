/** A viewer's activity: ratings, favorites, watch history and the recommendations made from them. */
export { activityRoutes } from "./routes";
/** Every episode of some series in viewing order (the demo seed plays through them). */
export { episodesOfSeries } from "./history";
