/**
 * update-profile: names, e-mail (unconfirmed until its link is opened), password, avatar, and whether
 * the leaderboard shows the name (multipart).
 */
import { createRoute, type RouteHandler } from "@hono/zod-openapi";
import { AVATAR_MAX_BYTES } from "@/lib/contract/accounts";
import * as accounts from "@/lib/contract/endpoints/accounts";
import { currentUser, limitBy, requireUser } from "../../http/auth";
import type { UserRow } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { HttpError } from "../../http/errors";
import { message } from "../../http/i18n";
import { createRouter } from "../../http/router";
import { TAGS } from "@/lib/catalogue/tags";
import { tagChanged } from "../../http/cache-control";
import { saveProfile, type ProfileChanges } from "./profile";
import { route } from "../../http/openapi";
import { findUserByEmail, isUniqueViolation, toUserJson } from "./users";
import { avatarPath, AVATAR_FOLDER, newPictureName, processAvatar } from "./avatars";
import { hashPassword, verifyPassword } from "./passwords";
import { ACCOUNT_LIMITS, errors, fieldError, isUploadedFile } from "./route-helpers";

const updateProfileRoute = (endpoint: typeof accounts.updateProfile | typeof accounts.updateProfileByPut) =>
  createRoute({
    ...route(endpoint, {
      tags: ["accounts"],
      summary: "Update the signed-in user's profile (multipart form, _method=PUT)",
      answer: "Updated",
      responses: errors(401, 422, 429),
    }),
    // The form is read whole before validation: server/http/body-limit.ts caps a multipart body.
    middleware: [requireUser],
  });
const updateProfilePost = updateProfileRoute(accounts.updateProfile);
const updateProfilePut = updateProfileRoute(accounts.updateProfileByPut);

// ── Handlers ─────────────────────────────────────────────────────────────────────────────────────

const updateProfile: RouteHandler<typeof updateProfilePost, AppEnv> = async (c) => {
  const { db, now, images } = c.var.deps;
  const me = currentUser(c);
  const form = c.req.valid("form");
  const errors: Record<string, string[]> = {};
  const changes: ProfileChanges = {};

  if (form.name) changes.name = form.name;
  if (form.first_name !== undefined) changes.firstName = form.first_name || null;
  if (form.last_name !== undefined) changes.lastName = form.last_name || null;
  if (form.leaderboard_private !== undefined) changes.leaderboardPrivate = form.leaderboard_private === "1";
  if (form.email !== undefined) {
    const email = form.email || null;
    // Taken only by an account that confirmed it; a mere claim elsewhere blocks nobody.
    if (email && (await findUserByEmail(db, email, me.id)))
      errors.email = [message(c, "accounts.emailTaken")];
    // A new address is unconfirmed until its owner opens the link sent to it (links sent to the old
    // one stop working: they name the address they were sent to).
    if ((email ?? "").toLowerCase() !== (me.email ?? "").toLowerCase()) {
      changes.email = email;
      changes.emailVerifiedAt = null;
    }
  }

  if (form.password) {
    // A social-only account has no password to confirm; everyone else must give the current one.
    if (me.passwordHash) {
      if (!form.old_password) errors.old_password = [message(c, "accounts.oldPasswordRequired")];
      else {
        await limitBy(c, `password-change:${me.id}`, ACCOUNT_LIMITS.passwordChangePerUser);
        if (!(await verifyPassword(me.passwordHash, form.old_password))) {
          errors.old_password = [message(c, "accounts.oldPasswordWrong")];
        }
      }
    }
  }

  let avatar: Buffer | null = null;
  const upload = form.avatar as unknown;
  if (isUploadedFile(upload)) {
    if (upload.size > AVATAR_MAX_BYTES) errors.avatar = [message(c, "accounts.avatarSize")];
    else if (upload.size > 0) {
      const checked = await processAvatar(new Uint8Array(await upload.arrayBuffer()));
      if (checked.ok) avatar = checked.bytes;
      else {
        const reason = (
          {
            type: "accounts.avatarType",
            size: "accounts.avatarSize",
            unreadable: "accounts.avatarUnreadable",
          } as const
        )[checked.reason];
        errors.avatar = [message(c, reason)];
      }
    }
  } else if (upload !== undefined && upload !== "") {
    errors.avatar = [message(c, "accounts.avatarType")];
  }

  if (Object.keys(errors).length > 0) throw new HttpError(422, message(c, "invalid"), errors);

  if (form.password) changes.passwordHash = await hashPassword(form.password);
  let avatarName: string | null = null;
  if (avatar) {
    avatarName = newPictureName();
    await images.write(`${AVATAR_FOLDER}/${avatarName}`, avatar);
    changes.avatar = avatarName;
  }

  let updated: UserRow;
  try {
    updated = await saveProfile(db, {
      userId: me.id,
      changes,
      passwordChanged: Boolean(form.password),
      keepTokenId: c.var.tokenId,
      now: now(),
    });
  } catch (failure) {
    if (avatarName) await images.remove(`${AVATAR_FOLDER}/${avatarName}`);
    if (isUniqueViolation(failure)) throw fieldError(c, "email", message(c, "accounts.emailTaken"));
    throw failure;
  }

  // The leaderboard shows the name, the picture and the privacy choice.
  const shown = (row: UserRow) => [row.name, row.avatar, row.leaderboardPrivate].join("\n");
  if (shown(updated) !== shown(me)) tagChanged(c, TAGS.leaderboard);
  const oldAvatar = avatarName && me.avatar ? avatarPath(me.avatar) : null;
  if (oldAvatar) await images.remove(oldAvatar).catch(() => undefined);
  return c.json({ message: message(c, "accounts.profileUpdated"), user: toUserJson(updated) }, 200);
};

export function profileRoutes() {
  const router = createRouter();

  router.openapi(updateProfilePost, updateProfile);
  router.openapi(updateProfilePut, updateProfile);

  return router;
}
