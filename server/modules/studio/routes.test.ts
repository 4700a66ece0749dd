/** @jest-environment node */
import { sql, type SQL } from "drizzle-orm";
import { AuditPageSchema, StaffMeSchema, StudioSignInResponseSchema } from "@/lib/contract/studio";
import { users } from "../../db/schema";
import { createViewer, queryRows } from "../../test-harness";
import { eq } from "drizzle-orm";
import { seedDemoStaff } from "../../demo/staff";
import { STUDIO_CALL_LIMIT } from "./access";
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from "./demo-staff";
import { totpCode } from "./second-factor";
import {
  api,
  bodyOf,
  ctx,
  setUpStudioContext,
  signedInStaff,
  signInWithPassword,
  staffMember,
  type SignIn,
} from "./test-kit";

setUpStudioContext();

const SECOND_FACTOR = "/api/studio/session/second-factor";
const MINUTE = 60_000;

describe("signing in to the studio", () => {
  it("sets up the authenticator app the first time, then asks for its code, once each", async () => {
    const member = await staffMember("editor");
    const first = await signInWithPassword(member.phone, member.password);
    expect(first.status).toBe(201);
    const opened = StudioSignInResponseSchema.parse(await first.json());
    expect(opened.second_factor).toBe("enrol");
    const secret = opened.enrolment!.secret;
    expect(opened.enrolment!.otpauth_url).toContain(`secret=${secret}`);

    // Before the code, the session does nothing else.
    const early = await api.get("/api/studio/me", opened.token);
    expect(early.status).toBe(401);
    expect((await bodyOf(early)).reason).toBe("second_factor");

    const wrong = await api.post(SECOND_FACTOR, { code: "000000" }, opened.token);
    expect(wrong.status).toBe(422);
    expect((await bodyOf(wrong)).errors?.code?.[0]).toMatch(/not right/);
    // A recovery code means nothing before the app is set up.
    expect((await api.post(SECOND_FACTOR, { code: "abcd-efgh" }, opened.token)).status).toBe(422);

    const code = totpCode(secret, ctx.deps.now());
    const confirmed = await api.post(SECOND_FACTOR, { code }, opened.token);
    expect(confirmed.status).toBe(200);
    const { recovery_codes } = (await confirmed.json()) as { recovery_codes: string[] };
    expect(recovery_codes).toHaveLength(10);

    const me = StaffMeSchema.parse(await (await api.get("/api/studio/me", opened.token)).json());
    expect(me).toMatchObject({
      id: member.user.id,
      role: "editor",
      permissions: ["studio", "catalogue", "content"],
    });

    // The next sign-in asks for a code and shows no secret; the code already used is refused.
    const again = (await (await signInWithPassword(member.phone, member.password)).json()) as SignIn;
    expect(again).toMatchObject({ second_factor: "verify", enrolment: null });
    expect((await api.post(SECOND_FACTOR, { code }, again.token)).status).toBe(422);
    ctx.advance(30_000);
    const next = await api.post(SECOND_FACTOR, { code: totpCode(secret, ctx.deps.now()) }, again.token);
    expect(next.status).toBe(200);
    expect((await next.json()) as object).toMatchObject({ recovery_codes: null });
  });

  it("takes each recovery code once, in place of the app's code", async () => {
    const member = await signedInStaff("finance");
    const [code] = member.recoveryCodes as [string];
    const open = async () =>
      ((await (await signInWithPassword(member.phone, member.password)).json()) as SignIn).token;
    const first = await open();
    expect((await api.post(SECOND_FACTOR, { code: code.toUpperCase() }, first)).status).toBe(200);
    expect((await api.get("/api/studio/me", first)).status).toBe(200);
    const second = await open();
    expect((await api.post(SECOND_FACTOR, { code }, second)).status).toBe(422);
  });

  it("refuses a wrong password, a viewer, and an account that is blocked or inactive", async () => {
    const member = await staffMember("moderator");
    const wrong = await signInWithPassword(member.phone, "Wrong-password-1");
    expect(wrong.status).toBe(401);
    const { user, password } = await createViewer(ctx);
    const viewer = await signInWithPassword(`0${user.phoneNumber.slice(2)}`, password);
    expect(viewer.status).toBe(403);
    expect((await bodyOf(viewer)).message).toMatch(/studio is for Cineva staff/);
    await ctx.db.update(users).set({ status: "blocked" }).where(eq(users.id, member.user.id));
    expect((await signInWithPassword(member.phone, member.password)).status).toBe(423);
    await ctx.db.update(users).set({ status: "inactive" }).where(eq(users.id, member.user.id));
    expect((await signInWithPassword(member.phone, member.password)).status).toBe(403);
  });

  it("answers 422 at the field for a code of the wrong shape", async () => {
    const member = await staffMember("editor");
    const { token } = (await (await signInWithPassword(member.phone, member.password)).json()) as SignIn;
    const response = await api.post(SECOND_FACTOR, { code: "12 34" }, token);
    expect(response.status).toBe(422);
    expect((await bodyOf(response)).errors?.code?.[0]).toMatch(/6 digits/);
  });

  it("limits codes per staff member: the eleventh in 15 minutes waits", async () => {
    const member = await staffMember("editor");
    const { token } = (await (await signInWithPassword(member.phone, member.password)).json()) as SignIn;
    for (let i = 0; i < 10; i++)
      expect((await api.post(SECOND_FACTOR, { code: "111111" }, token)).status).toBe(422);
    const limited = await api.post(SECOND_FACTOR, { code: "111111" }, token);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("counts only wrong codes: a member signing in twelve times in 15 minutes is never held back", async () => {
    const member = await signedInStaff("editor");
    for (let signIn = 0; signIn < 12; signIn++) {
      const { token } = (await (await signInWithPassword(member.phone, member.password)).json()) as SignIn;
      const code = totpCode(member.secret, ctx.deps.now());
      expect((await api.post(SECOND_FACTOR, { code }, token)).status).toBe(200);
      ctx.advance(31_000);
    }
  });
});

describe("a studio session", () => {
  it("is refused to nobody, 401, and to a viewer's token, 403", async () => {
    expect((await api.get("/api/studio/me")).status).toBe(401);
    const { token } = await createViewer(ctx);
    const response = await api.get("/api/studio/me", token);
    expect(response.status).toBe(403);
    expect((await bodyOf(response)).message).toMatch(/studio is for Cineva staff/);
  });

  it("is not a viewer's token either: the site refuses it", async () => {
    const member = await signedInStaff("admin");
    expect((await api.get("/api/user-info", member.token)).status).toBe(401);
  });

  it("lasts a working day", async () => {
    const member = await signedInStaff("editor");
    ctx.advance(8 * 60 * MINUTE - MINUTE);
    expect((await api.get("/api/studio/me", member.token)).status).toBe(200);
    ctx.advance(2 * MINUTE);
    expect((await api.get("/api/studio/me", member.token)).status).toBe(401);
  });

  it("stops at its next call once the account is blocked", async () => {
    const member = await signedInStaff("finance");
    await ctx.db.update(users).set({ status: "blocked" }).where(eq(users.id, member.user.id));
    const response = await api.get("/api/studio/me", member.token);
    expect(response.status).toBe(423);
  });

  it("ends when signed out", async () => {
    const member = await signedInStaff("moderator");
    expect((await api.delete("/api/studio/session", member.token)).status).toBe(200);
    expect((await api.get("/api/studio/me", member.token)).status).toBe(401);
  });

  it("covers sensitive actions for ten minutes after a code, and again after a new one", async () => {
    const member = await signedInStaff("admin");
    const me = async () => StaffMeSchema.parse(await (await api.get("/api/studio/me", member.token)).json());
    expect((await me()).step_up_until).not.toBeNull();
    ctx.advance(11 * MINUTE);
    expect((await me()).step_up_until).toBeNull();
    const stepUp = await api.post(
      "/api/studio/session/step-up",
      { code: totpCode(member.secret, ctx.deps.now()) },
      member.token,
    );
    expect(stepUp.status).toBe(200);
    expect(new Date((await me()).step_up_until!).getTime()).toBe(ctx.deps.now().getTime() + 10 * MINUTE);
  });
});

describe("the studio's call limit", () => {
  it("holds one staff member to STUDIO_CALL_LIMIT a minute, leaving everyone else alone", async () => {
    const [max, seconds] = STUDIO_CALL_LIMIT;
    const busy = await signedInStaff("finance");
    const other = await signedInStaff("finance");
    for (let call = 0; call < max; call++) {
      const { status } = await api.get("/api/studio/me", busy.token);
      if (status !== 200) throw new Error(`call ${call + 1} answered ${status}`);
    }
    const refused = await api.get("/api/studio/me", busy.token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await bodyOf(refused)).message).toBeTruthy();
    expect((await api.get("/api/studio/me", other.token)).status).toBe(200);
    ctx.advance(seconds * 1000);
    expect((await api.get("/api/studio/me", busy.token)).status).toBe(200);
  });
});

describe("the audit trail", () => {
  it("shows admins who signed in, how and from where, newest first", async () => {
    const admin = await signedInStaff("admin");
    const response = await api.get(`/api/studio/audit?actor_id=${admin.user.id}`, admin.token);
    expect(response.status).toBe(200);
    const page = AuditPageSchema.parse(await response.json());
    expect(page.data.map((entry) => entry.action)).toEqual(["studio.sign_in", "studio.second_factor_set_up"]);
    expect(page.data[0]).toMatchObject({ actor: admin.user.name, after: { via: "app" } });
    expect(page.data[0]!.origin).toMatch(/^10\.9\./);
  });

  it("cannot be changed or emptied, whoever asks the database", async () => {
    await signedInStaff("editor");
    // The database's own refusal, which Drizzle wraps.
    const refusal = (query: SQL) =>
      ctx.db.execute(query).then(
        () => "done",
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(sql`update audit_log set action = 'x'`)).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only: DELETE refused/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only: TRUNCATE refused/);
    const [row] = await queryRows<{ n: number }>(ctx, sql`select count(*)::int as n from audit_log`);
    expect(row!.n).toBeGreaterThan(0);
  });
});

describe("the demo's staff", () => {
  it("sign in with the README's password and codes from its published secrets, in the sandbox only", async () => {
    await seedDemoStaff(ctx.db, ctx.deps.now());
    await seedDemoStaff(ctx.db, ctx.deps.now()); // twice is once
    for (const [role, staff] of Object.entries(DEMO_STAFF)) {
      const opened = (await (await signInWithPassword(staff.phone, DEMO_STAFF_PASSWORD)).json()) as SignIn;
      expect(opened).toMatchObject({ second_factor: "verify", enrolment: null });
      const code = totpCode(staff.totpSecret, ctx.deps.now());
      expect((await api.post(SECOND_FACTOR, { code }, opened.token)).status).toBe(200);
      expect(StaffMeSchema.parse(await (await api.get("/api/studio/me", opened.token)).json())).toMatchObject(
        {
          role,
          name: staff.name,
        },
      );
    }
    ctx.deps.config.sandbox = false;
    try {
      const refused = await signInWithPassword(DEMO_STAFF.admin.phone, DEMO_STAFF_PASSWORD);
      expect(refused.status).toBe(403);
      expect((await bodyOf(refused)).message).toMatch(/demo staff account/);
    } finally {
      ctx.deps.config.sandbox = true;
    }
  });
});
