/** @jest-environment node */
import { StudioAccountPageSchema, StudioAccountSchema } from "@/lib/contract/studio-accounts";
import { AuditPageSchema } from "@/lib/contract/studio";
import { balanceLedger, movies, payments, watchHistory } from "../../db/schema";
import { createViewer } from "../../test-harness";
import { latestPerTitle } from "./accounts";
import { api, bodyOf, ctx, setUpStudioContext, signedInStaff, staffMember } from "./test-kit";

setUpStudioContext();

let moderator: string;
let viewer: Awaited<ReturnType<typeof createViewer>>;

beforeAll(async () => {
  moderator = (await signedInStaff("moderator")).token;
  viewer = await createViewer(ctx, {
    name: "Đặng Thu Hà",
    email: "thu.ha@example.vn",
    balance: 70_000,
    points: 320,
  });
  const now = ctx.deps.now();
  const [payment] = await ctx.db
    .insert(payments)
    .values({
      userId: viewer.user.id,
      orderRef: `T${viewer.user.id}A`,
      amount: 50_000,
      status: "succeeded",
      method: "card",
      provider: "vnpay",
      paidAt: now,
    })
    .returning();
  await ctx.db.insert(balanceLedger).values([
    { userId: viewer.user.id, delta: 20_000, balanceAfter: 20_000, reason: "adjust" },
    { userId: viewer.user.id, delta: 50_000, balanceAfter: 70_000, reason: "topup", paymentId: payment!.id },
  ]);
  const [film] = await ctx.db
    .insert(movies)
    .values({
      titleEn: "Rain on Hàng Bạc",
      titleVi: "Mưa phố Hàng Bạc",
      year: 2020,
      country: "VN",
      originalLanguage: "vi",
      durationMin: 95,
    })
    .returning();
  await ctx.db.insert(watchHistory).values({
    userId: viewer.user.id,
    titleKind: "movie",
    titleId: film!.id,
    positionSec: 600,
    durationSec: 5700,
  });
});

const localPhone = () => `0${viewer.user.phoneNumber.slice(2)}`;
const found = async (query: string) =>
  StudioAccountPageSchema.parse(await (await api.get(`/api/studio/accounts?${query}`, moderator)).json());

describe("the studio's accounts", () => {
  it("finds a viewer by phone however it is written, by part of a name in any case, or by e-mail", async () => {
    for (const q of [
      localPhone(),
      `+84 ${viewer.user.phoneNumber.slice(2)}`,
      "thu hà",
      "THU.HA@",
      "example.vn",
    ])
      expect((await found(`q=${encodeURIComponent(q)}`)).data.map((row) => row.id)).toEqual([viewer.user.id]);
    expect((await found("q=%25")).data).toEqual([]); // LIKE's wildcard is only a character here
    expect((await found("status=blocked")).data.map((row) => row.id)).not.toContain(viewer.user.id);
    expect((await api.get("/api/studio/accounts?status=gone", moderator)).status).toBe(422);
  });

  it("opens an account with its balance's ledger, payments and what they watched", async () => {
    const account = StudioAccountSchema.parse(
      await (await api.get(`/api/studio/accounts/${viewer.user.id}`, moderator)).json(),
    );
    expect(account).toMatchObject({
      name: "Đặng Thu Hà",
      phone: expect.stringMatching(/^0\d{3} \d{3} \d{3}$/),
      balance: 70_000,
      points: 320,
      staff_role: null,
      status: "active",
    });
    expect(account.ledger.map((row) => [row.delta, row.balance_after, row.reason])).toEqual([
      [50_000, 70_000, "topup"],
      [20_000, 20_000, "adjust"],
    ]);
    expect(account.payments).toMatchObject([{ amount: 50_000, status: "succeeded", provider: "vnpay" }]);
    expect(account.watched).toMatchObject([{ kind: "movie", title_vi: "Mưa phố Hàng Bạc" }]);
    expect((await api.get("/api/studio/accounts/99999999", moderator)).status).toBe(404);
  });

  it("blocks an account with a reason: the viewer's very next call is refused, and unblocking lets it back", async () => {
    expect((await ctx.get("/api/user-info", { token: viewer.token })).status).toBe(200);
    const blocked = await api.put(
      `/api/studio/accounts/${viewer.user.id}/status`,
      { status: "blocked", reason: "Chia sẻ tài khoản trả phí công khai" },
      moderator,
    );
    expect(blocked.status).toBe(200);
    const account = StudioAccountSchema.parse(await blocked.json());
    expect(account.status).toBe("blocked");
    expect(account.status_changes[0]).toMatchObject({
      from: "active",
      to: "blocked",
      reason: "Chia sẻ tài khoản trả phí công khai",
    });
    const refused = await ctx.get("/api/user-info", { token: viewer.token });
    expect(refused.status).toBe(423);
    expect((await bodyOf(refused)).message).toBe("Your account is blocked.");

    await api.put(
      `/api/studio/accounts/${viewer.user.id}/status`,
      { status: "inactive", reason: "Đang xem xét" },
      moderator,
    );
    expect((await ctx.get("/api/user-info", { token: viewer.token })).status).toBe(403);
    await api.put(
      `/api/studio/accounts/${viewer.user.id}/status`,
      { status: "active", reason: "Đã giải quyết" },
      moderator,
    );
    expect((await ctx.get("/api/user-info", { token: viewer.token })).status).toBe(200);

    const admin = (await signedInStaff("admin")).token;
    const trail = AuditPageSchema.parse(
      await (await api.get("/api/studio/audit?action=account.status", admin)).json(),
    );
    expect(
      trail.data.filter((entry) => entry.target_id === String(viewer.user.id)).map((e) => e.after),
    ).toEqual([
      { status: "active", reason: "Đã giải quyết" },
      { status: "inactive", reason: "Đang xem xét" },
      { status: "blocked", reason: "Chia sẻ tài khoản trả phí công khai" },
    ]);
  });

  it("asks for a reason, leaves staff accounts to admins, and keeps a same state unrecorded", async () => {
    const url = `/api/studio/accounts/${viewer.user.id}/status`;
    const bare = await api.put(url, { status: "blocked", reason: " " }, moderator);
    expect(bare.status).toBe(422);
    expect((await bodyOf(bare)).errors).toEqual({
      reason: ["Say why, in a few words: it is kept with your name."],
    });
    const colleague = await staffMember("editor");
    const staff = await api.put(
      `/api/studio/accounts/${colleague.user.id}/status`,
      { status: "blocked", reason: "Thử chặn nhân viên" },
      moderator,
    );
    expect(staff.status).toBe(409);
    const same = await api.put(url, { status: "active", reason: "Không đổi gì" }, moderator);
    expect(same.status).toBe(200);
    const account = StudioAccountSchema.parse(await same.json());
    expect(account.status_changes.map((change) => change.reason)).not.toContain("Không đổi gì");
  });

  it("is the account roles' only: editors and finance get 403", async () => {
    for (const role of ["editor", "finance"] as const) {
      const token = (await signedInStaff(role)).token;
      expect((await api.get("/api/studio/accounts", token)).status).toBe(403);
      expect(
        (
          await api.put(
            `/api/studio/accounts/${viewer.user.id}/status`,
            { status: "blocked", reason: "x y z" },
            token,
          )
        ).status,
      ).toBe(403);
    }
  });
});

describe("latestPerTitle", () => {
  it("keeps each title's newest row once, in order", () => {
    const row = (titleKind: string, titleId: number, at: number) => ({ titleKind, titleId, at });
    expect(
      latestPerTitle([row("series", 2, 9), row("movie", 2, 8), row("series", 2, 7), row("movie", 5, 6)]),
    ).toEqual([row("series", 2, 9), row("movie", 2, 8), row("movie", 5, 6)]);
  });
});
