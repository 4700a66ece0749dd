/** A viewer's activity: ratings, favorites, watch history and the recommendations made from them. */
export { activityRoutes } from "./routes";
