/** The programme: points and rewards, the leaderboard, invites and the distributor section. */
export { programmeRoutes } from "./routes";
export {
  POINT_RULES,
  addDays,
  checkinPoints,
  onWatchProgress,
  vnDay,
  vnDaySql,
  vnDayStart,
  watchPointsFor,
  watchSecondsOn,
} from "./points";
export { onReferralCompleted, referredPhoneHash } from "./referrals";
export { boardOf, leaderboard, type Period } from "./leaderboard";
export { startLeaderboardMirror } from "./leaderboard-mirror";
