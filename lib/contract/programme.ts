/**
 * The programme: points and rewards, the leaderboard, invites and the distributor section.
 * Other people's phone numbers are always masked (product §5.2) before they leave the server, and so
 * are invited friends' names; the leaderboard shows the names viewers chose, masked for those who keep
 * them private.
 */
import { z } from "zod";
import { paginated, pageQuery } from "./common";
import { IdParamSchema } from "./ids";
import { LEADERBOARD_PERIODS, type LeaderboardPeriod } from "./limits";
import { freeText } from "./text";

// ── Shared pieces ──────────────────────────────────────────────────────────────────────────────

/** ?page=&per_page= (per_page up to 100; 20 when absent). */
export const PageQuerySchema = pageQuery(100);
export const PROGRAMME_PER_PAGE = 20;

/** An ISO 8601 instant. */
const Instant = z.string();

// ── Rewards (GET /rewards) ─────────────────────────────────────────────────────────────────────

export const PointRulesSchema = z.object({
  /** Calendar days for check-ins and daily caps are counted in this zone. */
  time_zone: z.string(),
  /** Check-in points: base on a streak's first day, + step per further day, at most max. */
  checkin: z.object({ base: z.number().int(), step: z.number().int(), max: z.number().int() }),
  /** Watching: points per full minute, and the daily cap in points. */
  watch: z.object({ points_per_minute: z.number().int(), daily_cap: z.number().int() }),
  /** Points per invited friend who completes sign-up. */
  invite: z.object({ points: z.number().int() }),
});

export const TASK_KEYS = ["checkin", "watch", "invite"] as const;
export const TaskSchema = z.object({
  key: z.enum(TASK_KEYS),
  title: z.string(),
  description: z.string(),
  /** The most the task pays in one go (a check-in at full streak, a full day's watching, one invite). */
  points: z.number().int(),
  /** The caller's progress today; null for a visitor. */
  progress: z.object({ current: z.number().int(), target: z.number().int(), done: z.boolean() }).nullable(),
});
export type Task = z.infer<typeof TaskSchema>;

export const RewardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  cost_points: z.number().int(),
  /** Left in stock; null: unlimited. */
  stock: z.number().int().nullable(),
  /** Active and in stock. */
  available: z.boolean(),
  /** Whether the caller has enough points; null for a visitor. */
  affordable: z.boolean().nullable(),
});
export type Reward = z.infer<typeof RewardSchema>;

export const RewardsMeSchema = z.object({
  points: z.number().int(),
  /** Consecutive days checked in, counting today or yesterday; 0 when the streak is broken. */
  streak: z.number().int(),
  checked_in_today: z.boolean(),
  /** Points today's check-in gave, or would give. */
  checkin_points: z.number().int(),
  /** Calendar day in the programme's zone, "YYYY-MM-DD". */
  today: z.string(),
  watch_minutes_today: z.number().int(),
  watch_points_today: z.number().int(),
  invites: z.number().int(),
});
export type RewardsMe = z.infer<typeof RewardsMeSchema>;

export const RewardsResponseSchema = z.object({
  rules: PointRulesSchema,
  tasks: z.array(TaskSchema),
  rewards: z.array(RewardSchema),
  /** Null for a visitor. */
  me: RewardsMeSchema.nullable(),
});
export type RewardsResponse = z.infer<typeof RewardsResponseSchema>;

// ── Check-in, redeem, history ──────────────────────────────────────────────────────────────────

export const CheckinResponseSchema = z.object({
  message: z.string(),
  day: z.string(),
  streak: z.number().int(),
  points_awarded: z.number().int(),
  /** The caller's points after the check-in. */
  points: z.number().int(),
  /** What tomorrow's check-in gives if the streak goes on. */
  next_checkin_points: z.number().int(),
});
export type CheckinResponse = z.infer<typeof CheckinResponseSchema>;

/** POST /rewards/{id}/redeem: the id rule of lib/contract/ids.ts. */
export const RewardIdParamSchema = IdParamSchema;

export const RedeemResponseSchema = z.object({
  message: z.string(),
  redemption: z.object({
    id: z.number().int(),
    reward_id: z.number().int(),
    name: z.string(),
    points_spent: z.number().int(),
    created_at: Instant,
  }),
  /** The caller's points after the redemption. */
  points: z.number().int(),
});
export type RedeemResponse = z.infer<typeof RedeemResponseSchema>;

export const POINT_REASONS = ["checkin", "watch", "invite", "redeem", "adjust"] as const;
export const PointTransactionSchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  reason: z.enum(POINT_REASONS),
  /** A line for the history list, in the caller's language. */
  description: z.string(),
  created_at: Instant,
});
export type PointTransaction = z.infer<typeof PointTransactionSchema>;

export const PointHistoryResponseSchema = paginated(PointTransactionSchema).extend({
  points: z.number().int(),
});
export type PointHistoryResponse = z.infer<typeof PointHistoryResponseSchema>;

// ── Leaderboard ────────────────────────────────────────────────────────────────────────────────

export { LEADERBOARD_PERIODS, type LeaderboardPeriod };

export const LeaderboardQuerySchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS, "fields.period").default("week"),
});

export const LeaderboardEntrySchema = z.object({
  rank: z.number().int(),
  /**
   * The display name its owner chose; masked (product §5.2) when they keep it private on the
   * leaderboard (their profile), or their masked phone number when they have none.
   */
  name: z.string(),
  /** Whether `name` is masked. */
  masked: z.boolean(),
  /** A file name under {host}/images/users/, or null (always for a private viewer). */
  avatar: z.string().nullable(),
  points: z.number().int(),
  /** The caller's own row. */
  is_me: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;

export const LeaderboardResponseSchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  /** Start of the period (Monday 00:00 / the 1st 00:00 in Asia/Ho_Chi_Minh); null for "all". */
  from: Instant.nullable(),
  entries: z.array(LeaderboardEntrySchema),
  /** The caller's place, also outside the top 100; null for a visitor or with no points in the period. */
  me: z.object({ rank: z.number().int(), points: z.number().int() }).nullable(),
});
export type LeaderboardResponse = z.infer<typeof LeaderboardResponseSchema>;

// ── Invites ────────────────────────────────────────────────────────────────────────────────────

export const InvitedUserSchema = z.object({
  name: z.string(),
  phone: z.string(),
  joined_at: Instant,
  points_earned: z.number().int(),
});

export const InvitesResponseSchema = z.object({
  referral_code: z.string(),
  referral_link: z.string(),
  /** Points per friend who completes sign-up. */
  invite_points: z.number().int(),
  invited: z.array(InvitedUserSchema),
  total_points: z.number().int(),
});
export type InvitesResponse = z.infer<typeof InvitesResponseSchema>;

// ── Distributor ────────────────────────────────────────────────────────────────────────────────

export const APPLICATION_STATUSES = ["pending", "approved", "rejected"] as const;
export const ApplicationSchema = z.object({
  status: z.enum(APPLICATION_STATUSES),
  created_at: Instant,
  /** What the studio replied when it approved or declined it (issue #36); null while pending. */
  reply: z.string().nullable(),
});

export const DistributorTopUpSchema = z.object({
  /** The referred user, masked. */
  user: z.string(),
  amount: z.number().int(),
  commission: z.number().int(),
  created_at: Instant,
});

export const MonthlyEarningSchema = z.object({
  /** "YYYY-MM" in Asia/Ho_Chi_Minh. */
  month: z.string(),
  topups: z.number().int(),
  commission: z.number().int(),
});

export const DistributorResponseSchema = z.discriminatedUnion("is_distributor", [
  z.object({
    is_distributor: z.literal(true),
    /** Percent, e.g. 10 for 10 %. */
    commission_rate: z.number(),
    referral_code: z.string(),
    referral_link: z.string(),
    /** The latest 50 commissioned top-ups, newest first. */
    topups: z.array(DistributorTopUpSchema),
    /** The last 12 months, oldest first, months without earnings included as zeros. */
    earnings_by_month: z.array(MonthlyEarningSchema),
    totals: z.object({
      referred_users: z.number().int(),
      topups: z.number().int(),
      commission: z.number().int(),
      this_month: z.number().int(),
    }),
  }),
  z.object({
    is_distributor: z.literal(false),
    application: ApplicationSchema.nullable(),
    programme: z.object({
      commission_rate: z.number(),
      description: z.string(),
    }),
  }),
]);
export type DistributorResponse = z.infer<typeof DistributorResponseSchema>;

export const DistributorApplySchema = z.object({
  message: freeText({ multiline: true, typeMessage: "fields.aboutRequired" })
    .trim()
    .min(20, "fields.aboutTooShort")
    .max(1000, "fields.aboutTooLong"),
  /** A phone number, e-mail or other way to reach the applicant. */
  contact: freeText({ typeMessage: "fields.contactText" })
    .trim()
    .max(100, "fields.contactTooLong")
    .optional(),
});
export type DistributorApply = z.infer<typeof DistributorApplySchema>;

export const DistributorApplyResponseSchema = z.object({
  message: z.string(),
  application: ApplicationSchema,
});
export type DistributorApplyResponse = z.infer<typeof DistributorApplyResponseSchema>;
