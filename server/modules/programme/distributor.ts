/**
 * The distributor programme: a distributor earns a commission on every top-up of the users they
 * referred (recorded and credited by the payment notification, server/modules/payments/payments.ts). Viewers can
 * apply; an application is reviewed by operations (approved → the account's role becomes
 * distributor with a commission rate).
 */
import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { distributorApplications, distributorCommissions, users } from "../../db/schema";
import { lockUser, vnDay, vnDaySql, vnDayStart } from "./points";

/** The rate new distributors start with (basis points: 1000 = 10 %). */
export const DEFAULT_COMMISSION_RATE_BP = 1000;
export const RECENT_TOPUPS = 50;
export const CHART_MONTHS = 12;

/** "YYYY-MM" of the month n months before the month of `day` ("YYYY-MM-DD"). */
export function monthsBefore(day: string, n: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 - n;
  const date = new Date(Date.UTC(year, month, 1));
  return date.toISOString().slice(0, 7);
}

/** The last `CHART_MONTHS` months ending with the current one, oldest first. */
export function chartMonths(now: Date): string[] {
  const today = vnDay(now);
  return Array.from({ length: CHART_MONTHS }, (_, i) => monthsBefore(today, CHART_MONTHS - 1 - i));
}

/** Fills the months without earnings with zeros. */
export function zeroFill(
  months: string[],
  rows: { month: string; topups: number; commission: number }[],
): { month: string; topups: number; commission: number }[] {
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return months.map((month) => ({
    month,
    topups: byMonth.get(month)?.topups ?? 0,
    commission: byMonth.get(month)?.commission ?? 0,
  }));
}

/** A month of a commission's instant, in Asia/Ho_Chi_Minh. */
const localMonth = vnDaySql(distributorCommissions.createdAt, "YYYY-MM");

export async function distributorDashboard(db: Executor, distributorId: number, now: Date) {
  const months = chartMonths(now);
  const chartFrom = vnDayStart(`${months[0]}-01`);
  const thisMonthFrom = vnDayStart(`${vnDay(now).slice(0, 8)}01`);

  const topups = await db
    .select({
      name: users.name,
      phoneNumber: users.phoneNumber,
      amount: distributorCommissions.topupAmount,
      commission: distributorCommissions.amount,
      createdAt: distributorCommissions.createdAt,
    })
    .from(distributorCommissions)
    .leftJoin(users, eq(users.id, distributorCommissions.referredUserId))
    .where(eq(distributorCommissions.distributorId, distributorId))
    .orderBy(desc(distributorCommissions.createdAt), desc(distributorCommissions.id))
    .limit(RECENT_TOPUPS);

  const monthly = await db
    .select({
      month: localMonth,
      topups: sql<number>`coalesce(sum(${distributorCommissions.topupAmount}), 0)`.mapWith(Number),
      commission: sql<number>`coalesce(sum(${distributorCommissions.amount}), 0)`.mapWith(Number),
    })
    .from(distributorCommissions)
    .where(
      and(
        eq(distributorCommissions.distributorId, distributorId),
        gte(distributorCommissions.createdAt, chartFrom),
      ),
    )
    .groupBy(localMonth);

  const [totals] = await db
    .select({
      topups: sql<number>`coalesce(sum(${distributorCommissions.topupAmount}), 0)`.mapWith(Number),
      commission: sql<number>`coalesce(sum(${distributorCommissions.amount}), 0)`.mapWith(Number),
      thisMonth:
        sql<number>`coalesce(sum(${distributorCommissions.amount}) filter (where ${distributorCommissions.createdAt} >= ${thisMonthFrom}), 0)`.mapWith(
          Number,
        ),
    })
    .from(distributorCommissions)
    .where(eq(distributorCommissions.distributorId, distributorId));

  const [referred] = await db.select({ n: count() }).from(users).where(eq(users.referredBy, distributorId));

  return {
    topups,
    earningsByMonth: zeroFill(months, monthly),
    totals: {
      referredUsers: referred?.n ?? 0,
      topups: totals?.topups ?? 0,
      commission: totals?.commission ?? 0,
      thisMonth: totals?.thisMonth ?? 0,
    },
  };
}

export async function latestApplication(db: Executor, userId: number) {
  const [row] = await db
    .select({
      status: distributorApplications.status,
      createdAt: distributorApplications.createdAt,
      reply: distributorApplications.reply,
    })
    .from(distributorApplications)
    .where(eq(distributorApplications.userId, userId))
    .orderBy(desc(distributorApplications.createdAt), desc(distributorApplications.id))
    .limit(1);
  return row ?? null;
}

export class ApplicationError extends Error {
  constructor(readonly reason: "already_distributor" | "pending") {
    super(`Cannot apply: ${reason}`);
    this.name = "ApplicationError";
  }
}

/**
 * Files an application. One pending application at a time: the user row is locked, so two
 * submissions at once cannot both pass the check. A contact, when given, is kept with the message.
 */
export async function applyForDistributor(
  db: Executor,
  userId: number,
  input: { message: string; contact?: string },
  now: Date,
) {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
    if (user?.role === "distributor") throw new ApplicationError("already_distributor");
    const [pending] = await tx
      .select({ id: distributorApplications.id })
      .from(distributorApplications)
      .where(and(eq(distributorApplications.userId, userId), eq(distributorApplications.status, "pending")))
      .limit(1);
    if (pending) throw new ApplicationError("pending");
    const text = input.contact ? `${input.message}\n\nContact / Liên hệ: ${input.contact}` : input.message;
    const [row] = await tx
      .insert(distributorApplications)
      .values({ userId, message: text, status: "pending", createdAt: now })
      .returning({
        status: distributorApplications.status,
        createdAt: distributorApplications.createdAt,
        reply: distributorApplications.reply,
      });
    return row!;
  });
}
