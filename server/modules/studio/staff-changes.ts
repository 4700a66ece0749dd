/**
 * Changes to who is staff (issue #36), made by an admin in the studio or by the operator's command
 * line, each audited with the actor. The studio keeps at least one admin: a change that would leave
 * none is refused, under a lock on the admins' rows so two admins demoting each other cannot both win.
 */
import { and, eq, ne } from "drizzle-orm";
import type { StaffRole } from "@/lib/studio/roles";
import type { Executor } from "../../db/client";
import { staffMembers } from "../../db/schema";
import { recordAudit, type Actor } from "./audit";
import { revokeStudioSessionsOf } from "./sessions";
import { grantRole, removeStaff, resetSecondFactor, staffAccount } from "./staff";

export type StaffChange =
  { outcome: "done"; before: StaffRole | null } | { outcome: "not_staff" } | { outcome: "last_admin" };

/** Whether an admin other than `userId` remains; locks the admins' rows until the transaction ends. */
async function anotherAdmin(tx: Executor, userId: number): Promise<boolean> {
  const others = await tx
    .select({ userId: staffMembers.userId })
    .from(staffMembers)
    .where(and(eq(staffMembers.role, "admin"), ne(staffMembers.userId, userId)))
    .for("update");
  return others.length > 0;
}

/** Gives an account a role, or another one. */
export function setStaffRole(db: Executor, actor: Actor, userId: number, role: StaffRole, now: Date) {
  return db.transaction(async (tx): Promise<StaffChange> => {
    const current = await staffAccount(tx, userId);
    if (current?.member.role === "admin" && role !== "admin" && !(await anotherAdmin(tx, userId)))
      return { outcome: "last_admin" };
    const before = await grantRole(tx, userId, role);
    if (before !== role)
      await recordAudit(
        tx,
        actor,
        {
          action: "staff.grant",
          target: { type: "staff", id: userId },
          before: { role: before },
          after: { role },
        },
        now,
      );
    return { outcome: "done", before };
  });
}

/** Takes the role away; their studio sessions end with it. */
export function dismissStaff(db: Executor, actor: Actor, userId: number, now: Date) {
  return db.transaction(async (tx): Promise<StaffChange> => {
    const current = await staffAccount(tx, userId);
    if (!current) return { outcome: "not_staff" };
    if (current.member.role === "admin" && !(await anotherAdmin(tx, userId)))
      return { outcome: "last_admin" };
    await removeStaff(tx, userId);
    await revokeStudioSessionsOf(tx, userId, now);
    await recordAudit(
      tx,
      actor,
      {
        action: "staff.remove",
        target: { type: "staff", id: userId },
        before: { role: current.member.role },
      },
      now,
    );
    return { outcome: "done", before: current.member.role };
  });
}

/** Forgets their authenticator app and recovery codes and ends their sessions: the next sign-in sets it up. */
export function resetStaffSecondFactor(db: Executor, actor: Actor, userId: number, now: Date) {
  return db.transaction(async (tx): Promise<StaffChange> => {
    const current = await staffAccount(tx, userId);
    if (!current) return { outcome: "not_staff" };
    await resetSecondFactor(tx, userId);
    await revokeStudioSessionsOf(tx, userId, now);
    await recordAudit(
      tx,
      actor,
      { action: "staff.reset_second_factor", target: { type: "staff", id: userId } },
      now,
    );
    return { outcome: "done", before: current.member.role };
  });
}
