/** Staff members: who has a role, their TOTP secret and recovery codes (lib/studio/roles.ts). */
import { and, asc, eq, isNull, lt, or } from "drizzle-orm";
import { localPhone } from "@/lib/phone";
import type { Executor } from "../../db/client";
import {
  staffMembers,
  staffRecoveryCodes,
  users,
  type StaffMemberRow,
  type StaffRole,
  type UserRow,
} from "../../db/schema";
import {
  acceptedStep,
  isRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
} from "./second-factor";

export type StaffAccount = { member: StaffMemberRow; user: UserRow };

/** How a staff member is named in the studio and the audit trail. */
export function staffName(user: UserRow): string {
  const full = [user.lastName, user.firstName].filter(Boolean).join(" ");
  return user.name || full || localPhone(user.phoneNumber);
}

export async function staffAccount(db: Executor, userId: number): Promise<StaffAccount | null> {
  const [row] = await db
    .select({ member: staffMembers, user: users })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(eq(staffMembers.userId, userId))
    .limit(1);
  return row ?? null;
}

export function listStaff(db: Executor): Promise<StaffAccount[]> {
  return db
    .select({ member: staffMembers, user: users })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .orderBy(asc(staffMembers.createdAt), asc(staffMembers.userId));
}

/** Gives an account a role (or another one); the role it had before, or null when it had none. */
export async function grantRole(db: Executor, userId: number, role: StaffRole): Promise<StaffRole | null> {
  const before = await staffAccount(db, userId);
  await db
    .insert(staffMembers)
    .values({ userId, role })
    .onConflictDoUpdate({ target: staffMembers.userId, set: { role } });
  return before?.member.role ?? null;
}

/** Takes the role away (their studio sessions and second factor go with it). */
export async function removeStaff(db: Executor, userId: number): Promise<boolean> {
  const removed = await db.delete(staffMembers).where(eq(staffMembers.userId, userId)).returning();
  return removed.length > 0;
}

/** Forgets the second factor: the next sign-in sets up the authenticator app again. */
export async function resetSecondFactor(db: Executor, userId: number) {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await db
    .update(staffMembers)
    .set({ totpSecret: null, totpConfirmedAt: null, totpLastStep: null })
    .where(eq(staffMembers.userId, userId));
}

/**
 * The secret to put in the authenticator app, while the second factor is not set up yet: the same
 * one until a code proves it (a reloaded page shows the QR code the app already read).
 */
export async function enrolmentSecret(db: Executor, member: StaffMemberRow): Promise<string> {
  if (member.totpSecret) return member.totpSecret;
  const secret = newTotpSecret();
  const [row] = await db
    .update(staffMembers)
    .set({ totpSecret: secret })
    .where(and(eq(staffMembers.userId, member.userId), isNull(staffMembers.totpSecret)))
    .returning({ secret: staffMembers.totpSecret });
  // Two sign-ins at once: the first one's secret stands.
  return row?.secret ?? (await staffAccount(db, member.userId))?.member.totpSecret ?? secret;
}

export type SecondFactorResult =
  | { ok: false }
  | { ok: true; via: "app" | "recovery_code"; enrolled: boolean; recoveryCodes: string[] | null };

/**
 * Checks a code from the app (each accepted once) or an unused recovery code. The first good app code
 * confirms the set-up and makes the recovery codes, returned this once.
 */
export async function checkSecondFactor(
  db: Executor,
  member: StaffMemberRow,
  typed: string,
  now: Date,
): Promise<SecondFactorResult> {
  const secret = member.totpSecret;
  if (!secret) return { ok: false };
  const enrolled = member.totpConfirmedAt === null;
  if (isRecoveryCode(typed)) {
    if (enrolled) return { ok: false };
    const used = await db
      .update(staffRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffRecoveryCodes.userId, member.userId),
          eq(staffRecoveryCodes.codeHash, recoveryCodeHash(typed)),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: staffRecoveryCodes.id });
    return used.length
      ? { ok: true, via: "recovery_code", enrolled: false, recoveryCodes: null }
      : { ok: false };
  }
  const step = acceptedStep(secret, typed.trim(), now, member.totpLastStep);
  if (step === null) return { ok: false };
  // Claimed in one statement: two requests with the same code cannot both pass.
  const claimed = await db
    .update(staffMembers)
    .set({ totpLastStep: step, ...(enrolled ? { totpConfirmedAt: now } : {}) })
    .where(
      and(
        eq(staffMembers.userId, member.userId),
        or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step)),
      ),
    )
    .returning({ userId: staffMembers.userId });
  if (!claimed.length) return { ok: false };
  if (!enrolled) return { ok: true, via: "app", enrolled, recoveryCodes: null };
  const codes = newRecoveryCodes();
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, member.userId));
  await db
    .insert(staffRecoveryCodes)
    .values(codes.map((code) => ({ userId: member.userId, codeHash: recoveryCodeHash(code) })));
  return { ok: true, via: "app", enrolled, recoveryCodes: codes };
}
