/**
 * The audit trail: every studio action as one row of audit_log, which the database keeps append-only
 * (migration 0017: UPDATE, DELETE and TRUNCATE raise). Read by admins only.
 */
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { AuditEntry } from "@/lib/contract/studio";
import type { Executor } from "../../db/client";
import { auditLog } from "../../db/schema";

/** Who acted and from where: a staff member and their address, or the operator's command line. */
export type Actor = { id: number | null; name: string; origin: string };

export const COMMAND_LINE: Actor = { id: null, name: "npm run staff", origin: "cli" };

export type AuditEvent = {
  /** "studio.sign_in", "staff.grant"… (a dot between the thing and what happened to it). */
  action: string;
  target?: { type: string; id: string | number };
  before?: unknown;
  after?: unknown;
};

export async function recordAudit(db: Executor, actor: Actor, event: AuditEvent, now: Date) {
  await db.insert(auditLog).values({
    at: now,
    actorId: actor.id,
    actor: actor.name,
    origin: actor.origin,
    action: event.action,
    targetType: event.target?.type ?? null,
    targetId: event.target ? String(event.target.id) : null,
    before: event.before ?? null,
    after: event.after ?? null,
  });
}

export type AuditFilter = { action?: string; actorId?: number; page: number; perPage: number };

/** Newest first, filtered by action and actor. */
export async function auditPage(db: Executor, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  const entries: AuditEntry[] = rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor_id: row.actorId,
    actor: row.actor,
    origin: row.origin,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    before: row.before,
    after: row.after,
  }));
  return { entries, total: total?.value ?? 0 };
}
