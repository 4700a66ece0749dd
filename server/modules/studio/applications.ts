/**
 * Distributor applications in the studio (issue #36): the queue of what viewers wrote, and a
 * moderator's decision. Approving makes the account a distributor at a commission rate, from its next
 * top-up on (server/modules/payments); declining keeps the account as it is. Either way the reply is
 * the applicant's to read in their profile, and the decision is audited. An application is decided
 * once: the row is locked, and a second decision finds it no longer pending (409).
 */
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { APPLICATION_STATUSES } from "@/lib/contract/programme";
import type { StudioApplication } from "@/lib/contract/studio-applications";
import { localPhone } from "@/lib/phone";
import type { Executor } from "../../db/client";
import { distributorApplications, users } from "../../db/schema";
import { isSocialPlaceholderPhone } from "../accounts";
import { recordAudit, type Actor } from "./audit";
import { staffName } from "./staff";

type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

const columns = { application: distributorApplications, user: users };
type Row = { application: typeof distributorApplications.$inferSelect; user: typeof users.$inferSelect };

function applicationOf({ application, user }: Row): StudioApplication {
  return {
    id: application.id,
    account: {
      id: user.id,
      name: staffName(user),
      phone: isSocialPlaceholderPhone(user.phoneNumber) ? "" : localPhone(user.phoneNumber),
    },
    message: application.message,
    status: application.status,
    created_at: application.createdAt.toISOString(),
    decided_at: application.decidedAt?.toISOString() ?? null,
    reply: application.reply,
  };
}

/** The queue: pending ones oldest first (who waited longest is answered first); decided ones newest first. */
export async function applicationList(
  db: Executor,
  filter: { status: ApplicationStatus; page: number; perPage: number },
) {
  const where = eq(distributorApplications.status, filter.status);
  const order =
    filter.status === "pending"
      ? [asc(distributorApplications.createdAt), asc(distributorApplications.id)]
      : [desc(distributorApplications.decidedAt), desc(distributorApplications.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(distributorApplications)
      .innerJoin(users, eq(users.id, distributorApplications.userId))
      .where(where)
      .orderBy(...order)
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ value: count() }).from(distributorApplications).where(where),
  ]);
  return { data: rows.map(applicationOf), total: total?.value ?? 0 };
}

export type Decision =
  { kind: "approve"; commissionRateBp: number; reply?: string } | { kind: "decline"; reply: string };

export type DecisionResult =
  | { outcome: "decided"; application: StudioApplication }
  | { outcome: "missing" }
  | { outcome: "decided-before" };

/** Approves or declines a pending application, in one transaction with the account's new role and the audit row. */
export async function decideApplication(
  db: Executor,
  actor: Actor,
  id: number,
  decision: Decision,
  now: Date,
): Promise<DecisionResult> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        id: distributorApplications.id,
        status: distributorApplications.status,
        userId: distributorApplications.userId,
      })
      .from(distributorApplications)
      .where(eq(distributorApplications.id, id))
      .for("update");
    if (!found) return { outcome: "missing" };
    if (found.status !== "pending") return { outcome: "decided-before" };
    const status = decision.kind === "approve" ? "approved" : "rejected";
    const reply = decision.reply?.trim() || null;
    await tx
      .update(distributorApplications)
      .set({ status, decidedAt: now, reply })
      .where(and(eq(distributorApplications.id, id), eq(distributorApplications.status, "pending")));
    if (decision.kind === "approve")
      await tx
        .update(users)
        .set({ role: "distributor", commissionRateBp: decision.commissionRateBp, updatedAt: now })
        .where(eq(users.id, found.userId));
    const after =
      decision.kind === "approve"
        ? { status, account: found.userId, commission_rate_bp: decision.commissionRateBp, reply }
        : { status, account: found.userId, reply };
    await recordAudit(
      tx,
      actor,
      {
        ...(decision.kind === "approve"
          ? { action: "application.approve" }
          : { action: "application.decline" }),
        target: { type: "application", id },
        before: { status: "pending" },
        after,
      },
      now,
    );
    const [row] = await tx
      .select(columns)
      .from(distributorApplications)
      .innerJoin(users, eq(users.id, distributorApplications.userId))
      .where(eq(distributorApplications.id, id));
    return { outcome: "decided", application: applicationOf(row!) };
  });
}
