/** Playback sessions (issue #38): what a viewer may play, on how many screens, at which addresses. */
export { playbackRoutes } from "./routes";
export { playbackMediaRoutes } from "./media-routes";
export { pruneSessionsJob } from "./prune";
