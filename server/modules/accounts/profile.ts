import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users, type UserRow } from "../../db/schema";
import { revokeOtherTokens } from "./users";

export type ProfileChanges = Partial<typeof users.$inferInsert>;

/**
 * Saves a profile's changes; a new password also signs out every session but the one making the
 * change. Throws a unique violation when the e-mail was confirmed by someone else meanwhile.
 */
export async function saveProfile(
  db: Database,
  input: {
    userId: number;
    changes: ProfileChanges;
    passwordChanged: boolean;
    keepTokenId: number | null;
    now: Date;
  },
): Promise<UserRow> {
  const { userId, changes, now } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...changes, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    if (input.passwordChanged) await revokeOtherTokens(tx, userId, input.keepTokenId, now);
    return row!;
  });
}
