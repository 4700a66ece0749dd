/** The demo's staff, one per role (server/modules/studio/demo-staff.ts, README "Studio accounts"). */
import { inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { staffMembers, users } from "../db/schema";
import { hashPassword } from "../modules/accounts";
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from "../modules/studio";

const composed = (typed: string) => `84${typed.replace(/^0+/, "")}`;

/** Adds whichever demo staff account is missing (a demo seeded before the studio gets them too). */
export async function seedDemoStaff(db: Database, now: Date) {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  const accounts = Object.entries(DEMO_STAFF);
  await db
    .insert(users)
    .values(
      accounts.map(([role, staff]) => ({
        phoneNumber: composed(staff.phone),
        passwordHash,
        phoneVerifiedAt: now,
        name: staff.name,
        referralCode: `STAFF${role.slice(0, 3).toUpperCase()}`,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: users.id, phoneNumber: users.phoneNumber })
    .from(users)
    .where(
      inArray(
        users.phoneNumber,
        accounts.map(([, staff]) => composed(staff.phone)),
      ),
    );
  const idOf = new Map(rows.map((row) => [row.phoneNumber, row.id]));
  await db
    .insert(staffMembers)
    .values(
      accounts.map(([role, staff]) => ({
        userId: idOf.get(composed(staff.phone))!,
        role: role as keyof typeof DEMO_STAFF,
        totpSecret: staff.totpSecret,
        totpConfirmedAt: now,
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
}
