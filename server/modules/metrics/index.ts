/** The dashboard's own counts (issue #36): plays and watched time per title per day, searches that found nothing. */
export { countPlay, countSearchMiss, startsPlay } from "./counts";
export { MISS_KEEP_DAYS, pruneSearchMisses, pruneSearchMissesJob } from "./jobs";
