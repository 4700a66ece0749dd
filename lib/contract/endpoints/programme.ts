/** The programme (lib/contract/programme.ts): rewards, check-in, point history, the leaderboard, invites, distributors. */
import {
  CheckinResponseSchema,
  DistributorApplyResponseSchema,
  DistributorApplySchema,
  DistributorResponseSchema,
  InvitesResponseSchema,
  LeaderboardQuerySchema,
  LeaderboardResponseSchema,
  PageQuerySchema,
  PointHistoryResponseSchema,
  RedeemResponseSchema,
  RewardIdParamSchema,
  RewardsResponseSchema,
} from "../programme";
import { endpoint } from "../endpoint";

// ── Points and rewards ───────────────────────────────────────────────────────────────────────────

export const rewards = endpoint({ method: "get", path: "/rewards", response: RewardsResponseSchema });

export const checkIn = endpoint({
  method: "post",
  path: "/rewards/check-in",
  response: CheckinResponseSchema,
});

export const pointHistory = endpoint({
  method: "get",
  path: "/rewards/history",
  query: PageQuerySchema,
  response: PointHistoryResponseSchema,
});

export const redeem = endpoint({
  method: "post",
  path: "/rewards/{id}/redeem",
  params: RewardIdParamSchema,
  response: RedeemResponseSchema,
  status: 201,
});

// ── Leaderboard and invites ──────────────────────────────────────────────────────────────────────

export const leaderboard = endpoint({
  method: "get",
  path: "/leaderboard",
  query: LeaderboardQuerySchema,
  response: LeaderboardResponseSchema,
});

export const invites = endpoint({ method: "get", path: "/invites", response: InvitesResponseSchema });

// ── Distributors ─────────────────────────────────────────────────────────────────────────────────

export const distributor = endpoint({
  method: "get",
  path: "/distributor",
  response: DistributorResponseSchema,
});

export const applyForDistributor = endpoint({
  method: "post",
  path: "/distributor/apply",
  body: DistributorApplySchema,
  response: DistributorApplyResponseSchema,
  status: 201,
});
