/**
 * The studio's accounts (issue #36): a moderator's list of viewers, one account with what it holds,
 * and its state set with a reason. The state is all it takes: every viewer call checks it
 * (server/http/auth.ts requireUser: 423 blocked, 403 inactive), so a blocked viewer's next call is
 * refused with no session to revoke. The reason lives in the audit trail, with who set it.
 */
import { and, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { StudioAccount, StudioAccountRow } from "@/lib/contract/studio-accounts";
import type { USER_STATUSES } from "@/lib/contract/common";
import { localPhone } from "@/lib/phone";
import type { Executor } from "../../db/client";
import { escapeLike } from "../../db/search-text";
import {
  auditLog,
  balanceLedger,
  movies,
  payments,
  referrals,
  staffMembers,
  tvSeries,
  users,
  watchHistory,
} from "../../db/schema";
import { isSocialPlaceholderPhone, normalisePhone } from "../accounts";
import { recordAudit, type Actor } from "./audit";
import { staffName } from "./staff";

type Status = (typeof USER_STATUSES)[number];
type UserRow = typeof users.$inferSelect;
export type AccountListFilter = { q?: string; status?: Status; page: number; perPage: number };

/** How many of the newest ledger rows, payments and watched titles an account shows. */
const RECENT = 20;

export const phoneOf = (user: UserRow) =>
  isSocialPlaceholderPhone(user.phoneNumber) ? "" : localPhone(user.phoneNumber);

function rowOf(user: UserRow): StudioAccountRow {
  return {
    id: user.id,
    name: staffName(user),
    phone: phoneOf(user),
    email: user.email,
    status: user.status,
    role: user.role,
    created_at: user.createdAt.toISOString(),
  };
}

/**
 * What a moderator's words find: a phone number (any way it is written) exactly, otherwise part of
 * an e-mail address or of a name, in any case.
 */
export function accountMatch(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const phone = /^[+\d][\d\s.()-]{5,}$/.test(text) ? normalisePhone(text) : null;
  if (phone) return eq(users.phoneNumber, phone);
  const like = `%${escapeLike(text)}%`;
  if (text.includes("@")) return ilike(users.email, like);
  return or(
    ilike(users.name, like),
    ilike(users.firstName, like),
    ilike(users.lastName, like),
    ilike(users.email, like),
  );
}

export async function accountList(db: Executor, filter: AccountListFilter) {
  const where = and(
    accountMatch(filter.q ?? ""),
    filter.status ? eq(users.status, filter.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { data: rows.map(rowOf), total: total?.value ?? 0 };
}

/** The account's state changes, newest first, as the audit trail kept them. */
async function statusChanges(db: Executor, userId: number) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, "account.status"),
        eq(auditLog.targetType, "account"),
        eq(auditLog.targetId, String(userId)),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(RECENT);
  return rows.map((row) => {
    const before = (row.before ?? {}) as { status?: Status };
    const after = (row.after ?? {}) as { status?: Status; reason?: string };
    return {
      at: row.at.toISOString(),
      actor: row.actor,
      from: before.status ?? "active",
      to: after.status ?? "active",
      reason: after.reason ?? "",
    };
  });
}

/** The titles of watched films and series, by kind and id. */
async function titlesOf(db: Executor, refs: { titleKind: "movie" | "series"; titleId: number }[]) {
  const ids = (kind: "movie" | "series") => [
    ...new Set(refs.filter((r) => r.titleKind === kind).map((r) => r.titleId)),
  ];
  const [films, series] = await Promise.all([
    ids("movie").length
      ? db
          .select({ id: movies.id, en: movies.titleEn, vi: movies.titleVi })
          .from(movies)
          .where(inArray(movies.id, ids("movie")))
      : [],
    ids("series").length
      ? db
          .select({ id: tvSeries.id, en: tvSeries.titleEn, vi: tvSeries.titleVi })
          .from(tvSeries)
          .where(inArray(tvSeries.id, ids("series")))
      : [],
  ]);
  return new Map([
    ...films.map((t) => [`movie:${t.id}`, t] as const),
    ...series.map((t) => [`series:${t.id}`, t] as const),
  ]);
}

/** The newest row of each title, in the order given, at most RECENT of them. */
export function latestPerTitle<T extends { titleKind: string; titleId: number }>(rows: T[]): T[] {
  const seen = new Set<string>();
  return rows
    .filter((row) => {
      const key = `${row.titleKind}:${row.titleId}`;
      return seen.has(key) ? false : (seen.add(key), true);
    })
    .slice(0, RECENT);
}

export async function accountForModerator(db: Executor, id: number): Promise<StudioAccount | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) return null;
  const [staff, referrer, [invited], ledger, paid, watched, changes] = await Promise.all([
    db.select({ role: staffMembers.role }).from(staffMembers).where(eq(staffMembers.userId, id)),
    user.referredBy === null ? [] : db.select().from(users).where(eq(users.id, user.referredBy)).limit(1),
    db.select({ value: count() }).from(referrals).where(eq(referrals.referrerId, id)),
    db
      .select()
      .from(balanceLedger)
      .where(eq(balanceLedger.userId, id))
      .orderBy(desc(balanceLedger.id))
      .limit(RECENT),
    db.select().from(payments).where(eq(payments.userId, id)).orderBy(desc(payments.id)).limit(RECENT),
    db
      .select()
      .from(watchHistory)
      .where(eq(watchHistory.userId, id))
      .orderBy(desc(watchHistory.updatedAt))
      // A series' episodes are rows of their own: enough of them to name RECENT titles once each.
      .limit(RECENT * 5),
    statusChanges(db, id),
  ]);
  const titles = await titlesOf(db, watched);
  return {
    ...rowOf(user),
    first_name: user.firstName,
    last_name: user.lastName,
    email_verified: Boolean(user.email && user.emailVerifiedAt),
    points: user.points,
    balance: user.balance,
    commission_rate_bp: user.commissionRateBp,
    staff_role: staff[0]?.role ?? null,
    referred_by: referrer[0] ? { id: referrer[0].id, name: staffName(referrer[0]) } : null,
    referrals: invited?.value ?? 0,
    ledger: ledger.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      delta: row.delta,
      balance_after: row.balanceAfter,
      reason: row.reason,
    })),
    payments: paid.map((row) => ({
      id: row.id,
      order_ref: row.orderRef,
      amount: row.amount,
      status: row.status,
      provider: row.provider,
      created_at: row.createdAt.toISOString(),
    })),
    watched: latestPerTitle(watched).flatMap((row) => {
      const title = titles.get(`${row.titleKind}:${row.titleId}`);
      return title
        ? [
            {
              kind: row.titleKind,
              id: row.titleId,
              title_en: title.en,
              title_vi: title.vi,
              at: row.updatedAt.toISOString(),
            },
          ]
        : [];
    }),
    status_changes: changes,
  };
}

export type StatusResult = { outcome: "set" | "unchanged" } | { outcome: "missing" } | { outcome: "staff" };

/**
 * Sets an account's state with the reason, audited; a staff account is not a moderator's (its role is
 * removed first, by an admin). Locked, so two moderators' changes are recorded in the order they landed.
 */
export async function setAccountStatus(
  db: Executor,
  actor: Actor,
  id: number,
  change: { status: Status; reason: string },
  now: Date,
): Promise<StatusResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, id)).for("update");
    if (!user) return { outcome: "missing" };
    const [staff] = await tx
      .select({ role: staffMembers.role })
      .from(staffMembers)
      .where(eq(staffMembers.userId, id));
    if (staff) return { outcome: "staff" };
    if (user.status === change.status) return { outcome: "unchanged" };
    await tx.update(users).set({ status: change.status, updatedAt: now }).where(eq(users.id, id));
    await recordAudit(
      tx,
      actor,
      {
        action: "account.status",
        target: { type: "account", id },
        before: { status: user.status },
        after: { status: change.status, reason: change.reason },
      },
      now,
    );
    return { outcome: "set" };
  });
}

/** The viewer's account support acts on: not a staff member's (an admin removes the role first). */
export async function supportTarget(
  db: Executor,
  id: number,
): Promise<{ outcome: "missing" | "staff" } | { outcome: "viewer"; user: UserRow }> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) return { outcome: "missing" };
  const [staff] = await db
    .select({ role: staffMembers.role })
    .from(staffMembers)
    .where(eq(staffMembers.userId, id));
  return staff ? { outcome: "staff" } : { outcome: "viewer", user };
}
