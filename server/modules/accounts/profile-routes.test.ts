/** @jest-environment node */
import sharp from "sharp";
import { CHANGED_TAGS_HEADER } from "@/lib/catalogue/tags";
import { UserSchema } from "@/lib/contract/accounts";
import { createUser, createViewer, tokenFor } from "../../test-harness";
import { api, bodyOf, ctx, login, typed, setUpAccountsContext, userRow } from "./test-kit";

setUpAccountsContext();

function profileForm(fields: Record<string, string | Blob | [Blob, string]>) {
  const form = new FormData();
  form.append("_method", "PUT");
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) form.append(key, value[0], value[1]);
    else form.append(key, value);
  }
  return form;
}

/** Sends the profile form as the site does (a POST with _method=PUT), as the token's owner. */
const updateProfile = (fields: Parameters<typeof profileForm>[0], token?: string) =>
  api.post("/api/update-profile", profileForm(fields), { token });

const pngBytes = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();

describe("POST /update-profile", () => {
  it("changes the fields sent and leaves the others", async () => {
    const { user, token } = await createViewer(ctx, {
      firstName: "Old",
      lastName: "Name",
      email: "old@example.com",
    });
    const response = await updateProfile(
      { name: " New Name ", first_name: "Mai", last_name: "Trần", email: "New@Example.com" },
      token,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { message: string; user: unknown };
    expect(body.message).toBe("Your profile has been updated.");
    expect(UserSchema.parse(body.user)).toMatchObject({
      id: user.id,
      name: "New Name",
      first_name: "Mai",
      last_name: "Trần",
      email: "New@Example.com",
    });

    // name empty: unchanged; first_name, last_name, email empty: cleared.
    const cleared = await updateProfile({ name: "", first_name: "", last_name: "", email: "" }, token);
    expect(cleared.status).toBe(200);
    const row = await userRow(user.id);
    expect(row).toMatchObject({ name: "New Name", firstName: null, lastName: null, email: null });
  });

  it("keeps the leaderboard privacy choice until it is sent again, and refuses anything but 0 or 1", async () => {
    const { user, token } = await createViewer(ctx);
    const privacy = async (fields: Parameters<typeof profileForm>[0]) =>
      UserSchema.parse((await bodyOf(await updateProfile(fields, token))).user).leaderboard_private;
    expect(await privacy({ first_name: "Kim" })).toBe(false);
    // What the leaderboard shows changed (and only then): the site's leaderboards are told.
    const changed = async (fields: Parameters<typeof profileForm>[0]) =>
      (await updateProfile(fields, token)).headers.get(CHANGED_TAGS_HEADER);
    expect(await changed({ first_name: "Kim" })).toBeNull();
    expect(await changed({ name: "Kim Chi" })).toBe("leaderboard");
    expect(await privacy({ leaderboard_private: "1" })).toBe(true);
    expect(await privacy({ first_name: "Still" })).toBe(true);
    expect(await privacy({ leaderboard_private: "0" })).toBe(false);
    expect((await userRow(user.id))?.leaderboardPrivate).toBe(false);

    const refused = await updateProfile({ leaderboard_private: "yes" }, token);
    expect(refused.status).toBe(422);
    expect((await bodyOf(refused)).errors?.leaderboard_private).toEqual([
      "Choose whether the leaderboard shows your name.",
    ]);
  });

  it("accepts PUT with the same form", async () => {
    const { user } = await createUser(ctx);
    const response = await api.put(
      "/api/update-profile",
      profileForm({ first_name: "Put", last_name: "", email: "" }),
      {
        token: await tokenFor(ctx, user.id),
      },
    );
    expect(response.status).toBe(200);
    expect((await userRow(user.id))?.firstName).toBe("Put");
  });

  it("needs a token and changes only the caller", async () => {
    const { user: a } = await createUser(ctx);
    const { user: b } = await createUser(ctx, { firstName: "Bee" });
    expect((await updateProfile({ first_name: "X" })).status).toBe(401);
    const response = await updateProfile({ first_name: "Aye" }, await tokenFor(ctx, a.id));
    expect(response.status).toBe(200);
    expect((await userRow(a.id))?.firstName).toBe("Aye");
    expect((await userRow(b.id))?.firstName).toBe("Bee");
  });

  it("refuses an invalid or taken e-mail (case-insensitively)", async () => {
    await createUser(ctx, { email: "Taken@Example.com", emailVerifiedAt: ctx.deps.now() });
    const { user, token } = await createViewer(ctx);
    const invalid = await updateProfile({ email: "not-an-email" }, token);
    expect(invalid.status).toBe(422);
    expect((await bodyOf(invalid)).errors?.email).toEqual(["Enter a valid e-mail address."]);
    const taken = await updateProfile({ email: "taken@example.COM" }, token);
    expect(taken.status).toBe(422);
    expect((await bodyOf(taken)).errors?.email).toEqual(["This e-mail address is already taken."]);
    expect((await userRow(user.id))?.email).toBeNull();
  });

  it("changes the password only with the right current one, signing other sessions out", async () => {
    const { user, password, token } = await createViewer(ctx);
    const other = await tokenFor(ctx, user.id);

    const missing = await updateProfile({ password: "Newpass123" }, token);
    expect(missing.status).toBe(422);
    expect((await bodyOf(missing)).errors?.old_password).toBeDefined();

    // Everything that needs the database is checked together.
    await createUser(ctx, { email: "someone-else@example.com", emailVerifiedAt: ctx.deps.now() });
    const wrong = await updateProfile(
      { old_password: "Wrong-pass1", password: "Newpass123", email: "someone-else@example.com" },
      token,
    );
    expect(wrong.status).toBe(422);
    const wrongBody = await bodyOf(wrong);
    expect(wrongBody.errors?.old_password).toEqual(["The current password is incorrect."]);
    expect(wrongBody.errors?.email).toEqual(["This e-mail address is already taken."]);

    const weak = await updateProfile({ old_password: password, password: "short" }, token);
    expect(weak.status).toBe(422);
    expect((await bodyOf(weak)).errors?.password?.[0]).toMatch(/8 to 72 characters/);

    const ok = await updateProfile({ old_password: password, password: "Newpass123" }, token);
    expect(ok.status).toBe(200);
    expect((await api.get("/api/user-info", { token })).status).toBe(200);
    expect((await api.get("/api/user-info", { token: other })).status).toBe(401);
    expect((await login(typed(user.phoneNumber), password)).status).toBe(401);
    expect((await login(typed(user.phoneNumber), "Newpass123")).status).toBe(200);
  });

  it("stores an avatar re-encoded as a 256×256 WebP under a server-made name, replacing the old one", async () => {
    const { user, token } = await createViewer(ctx);
    // A PNG named .jpg with a JPEG type: the bytes decide.
    const first = await updateProfile(
      {
        avatar: [new Blob([new Uint8Array(await pngBytes())], { type: "image/jpeg" }), "../../me.jpg"],
      },
      token,
    );
    expect(first.status).toBe(200);
    const avatar = UserSchema.parse(((await first.json()) as { user: unknown }).user).avatar;
    expect(avatar).toMatch(/^[0-9a-f]{32}\.webp$/);
    const stored = ctx.images.files.get(`users/${avatar}`);
    expect(stored).toBeDefined();
    const meta = await sharp(stored!).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });

    const jpeg = await sharp({ create: { width: 300, height: 500, channels: 3, background: "#cc3366" } })
      .jpeg()
      .toBuffer();
    const second = await updateProfile({ avatar: [new Blob([new Uint8Array(jpeg)]), "photo.jpeg"] }, token);
    expect(second.status).toBe(200);
    const next = (await userRow(user.id))?.avatar;
    expect(next).not.toBe(avatar);
    expect(ctx.images.files.has(`users/${next}`)).toBe(true);
    expect(ctx.images.files.has(`users/${avatar}`)).toBe(false);
  });

  it("refuses a file that is not an image, whatever its name, a broken image, and an oversized one", async () => {
    const { user, token } = await createViewer(ctx);
    const send = (blob: Blob, name: string) => updateProfile({ avatar: [blob, name] }, token);

    const text = await send(new Blob(["hello, I am text"], { type: "image/png" }), "avatar.png");
    expect(text.status).toBe(422);
    expect((await bodyOf(text)).errors?.avatar).toEqual(["The avatar must be a JPEG, PNG or WebP image."]);

    const svg = await send(
      new Blob(["<svg xmlns='http://www.w3.org/2000/svg'/>"], { type: "image/svg+xml" }),
      "a.svg",
    );
    expect(svg.status).toBe(422);

    const broken = new Uint8Array(64);
    broken.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const unreadable = await send(new Blob([broken]), "broken.png");
    expect(unreadable.status).toBe(422);
    expect((await bodyOf(unreadable)).errors?.avatar).toEqual(["The avatar image could not be read."]);

    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const oversized = await send(new Blob([big]), "big.jpg");
    expect(oversized.status).toBe(422);
    expect((await bodyOf(oversized)).errors?.avatar).toEqual(["The avatar may not be larger than 2 MB."]);

    // Past the limit of a multipart body (server/http/body-limit.ts): refused before it is read.
    const huge = new Uint8Array(6 * 1024 * 1024);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooHuge = await send(new Blob([huge]), "huge.jpg");
    expect(tooHuge.status).toBe(413);
    expect((await bodyOf(tooHuge)).message).toBe("The request is too large: send at most 2.5 MB.");

    const notAFile = await updateProfile({ avatar: "http://example.com/x.png" }, token);
    expect(notAFile.status).toBe(422);

    expect((await userRow(user.id))?.avatar).toBeNull();
  });
});

// ── register → verify-otp ────────────────────────────────────────────────────────────────────────
