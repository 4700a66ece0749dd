/**
 * The studio's dashboard (issue #36): today and the days before it, for every staff member; the money
 * figures only for those who may see money (finance, admins), null for the others.
 */
import { z } from "zod";
import { TitleKindSchema } from "./catalogue";

/** Today and the 29 days before it. */
export const DASHBOARD_DAYS = 30;
/** The longest lists of top titles and of searches that found nothing. */
export const DASHBOARD_TOP = 10;

const count = () => z.number().int().nonnegative();

export const DashboardDaySchema = z.object({
  /** A calendar day in Asia/Ho_Chi_Minh ("2026-11-27"). */
  day: z.string(),
  /** Viewers who watched a film or an episode, each film or episode once a day. */
  plays: count(),
  watched_minutes: count(),
  /** Accounts created that day. */
  new_viewers: count(),
  /** Top-ups paid that day and their sum in đồng; null without the money permission. */
  top_ups: count().nullable(),
  top_up_vnd: count().nullable(),
});
export type DashboardDay = z.infer<typeof DashboardDaySchema>;

export const DashboardSchema = z.object({
  /** Oldest first; the last is today. */
  days: z.array(DashboardDaySchema),
  /** Whether the top-up figures are given. */
  money: z.boolean(),
  /** The most played titles of these days, most plays first. */
  top_titles: z.array(
    z.object({
      kind: TitleKindSchema,
      id: z.number().int(),
      title_en: z.string(),
      title_vi: z.string(),
      plays: count(),
      watched_minutes: count(),
    }),
  ),
  /**
   * Searches that found nothing, most asked first. Counted when the backend answers; an answer a cache
   * gave again is not counted, so the figures are a floor and the order is what matters.
   */
  searches_without_results: z.array(z.object({ query: z.string(), searches: count() })),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
