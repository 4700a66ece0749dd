/** @jest-environment node */
import { and, eq } from "drizzle-orm";
import { balanceLedger, movies, tvSeries, users } from "../../db/schema";
import { createTestContext, createViewer, type TestContext } from "../../test-harness";
import { startRental } from "./rentals";

// Renting a title from the balance (issue #38): its price now, once per key, one rental at a time,
// 30 days to start and 48 hours once started; on PGlite and PostgreSQL.

const HOUR = 3_600_000;
let ctx: TestContext;
let forRent = 0;
let premiumFilm = 0;
let freeFilm = 0;
let rentedSeries = 0;

const film = (titleEn: string, values: Partial<typeof movies.$inferInsert> = {}) =>
  ctx.db
    .insert(movies)
    .values({
      titleEn,
      titleVi: `${titleEn} (vi)`,
      year: 2026,
      country: "VN",
      originalLanguage: "vi",
      durationMin: 100,
      publishedAt: new Date("2026-11-01T00:00:00Z"),
      ...values,
    })
    .returning({ id: movies.id })
    .then(([row]) => row!.id);

beforeAll(async () => {
  ctx = await createTestContext({ now: new Date("2026-11-28T03:00:00.000Z") });
  forRent = await film("Night Ferry", { access: "rent", rentPrice: 45_000 });
  premiumFilm = await film("Premium Only", { access: "premium" });
  freeFilm = await film("Free For All");
  const [series] = await ctx.db
    .insert(tvSeries)
    .values({
      titleEn: "Harbour Lights",
      titleVi: "Đèn cảng",
      year: 2026,
      country: "VN",
      originalLanguage: "vi",
      access: "rent",
      rentPrice: 99_000,
      publishedAt: new Date("2026-11-01T00:00:00Z"),
    })
    .returning({ id: tvSeries.id });
  rentedSeries = series!.id;
});
afterAll(() => ctx.close());

const key = () => `rent-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`;
const balanceOf = async (id: number) =>
  (await ctx.db.select({ balance: users.balance }).from(users).where(eq(users.id, id)))[0]!.balance;
const charges = (id: number) =>
  ctx.db
    .select()
    .from(balanceLedger)
    .where(and(eq(balanceLedger.userId, id), eq(balanceLedger.reason, "purchase")));

describe("a title's page", () => {
  it("says who may watch it and what renting it costs", async () => {
    const rent = (await (await ctx.get(`/api/movies/${forRent}`)).json()) as Record<string, unknown>;
    expect(rent).toMatchObject({ access: "rent", rent_price: 45_000 });
    const premium = (await (await ctx.get(`/api/movies/${premiumFilm}`)).json()) as Record<string, unknown>;
    expect(premium).toMatchObject({ access: "premium", rent_price: null });
    const series = (await (await ctx.get(`/api/series/${rentedSeries}`)).json()) as Record<string, unknown>;
    expect(series).toMatchObject({ access: "rent", rent_price: 99_000 });
  });

  it("cannot be for rent without a price, or have a price and not be for rent", async () => {
    await expect(film("No Price", { access: "rent" })).rejects.toThrow();
    await expect(film("Stray Price", { access: "free", rentPrice: 10_000 })).rejects.toThrow();
    await expect(film("Zero Price", { access: "rent", rentPrice: 0 })).rejects.toThrow();
  });
});

describe("renting", () => {
  it("charges the title's price once, as a ledger row, and gives 30 days to start it", async () => {
    const { user, token } = await createViewer(ctx, { balance: 100_000 });
    const response = await ctx.post(
      "/api/rentals",
      { kind: "movie", id: forRent, idempotency_key: key(), price: 1 },
      { token },
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as {
      message: string;
      receipt: unknown;
      rental: unknown;
      balance: number;
    };
    expect(body.message).toBe(
      "You rented “Night Ferry”. Start watching before 28/12/2026, 10:00; once you start, you have 48 hours to finish.",
    );
    expect(body.receipt).toMatchObject({
      kind: "rental",
      description: "Rental: Night Ferry",
      amount: 45_000,
    });
    expect(body.rental).toEqual({
      id: expect.any(Number),
      kind: "movie",
      title_id: forRent,
      title: "Night Ferry",
      state: "unstarted",
      start_by: "2026-12-28T03:00:00.000Z",
      started_at: null,
      ends_at: null,
      created_at: "2026-11-28T03:00:00.000Z",
    });
    expect(body.balance).toBe(55_000);
    expect(await balanceOf(user.id)).toBe(55_000);
    expect(await charges(user.id)).toHaveLength(1);

    // Its receipt and the rental in Vietnamese too.
    const vi = { token, headers: { "Accept-Language": "vi" } };
    const receipts = (await (await ctx.get("/api/purchases", vi)).json()) as {
      data: { description: string }[];
    };
    expect(receipts.data[0]!.description).toBe("Thuê phim: Night Ferry (vi)");
    const rentals = (await (await ctx.get("/api/rentals", vi)).json()) as { data: { title: string }[] };
    expect(rentals.data.map((rental) => rental.title)).toEqual(["Night Ferry (vi)"]);
  });

  it("rents once however often the key is sent, and refuses a second rental while the first runs", async () => {
    const { user, token } = await createViewer(ctx, { balance: 200_000 });
    const same = { kind: "series", id: rentedSeries, idempotency_key: key() };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => ctx.post("/api/rentals", same, { token })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(await balanceOf(user.id)).toBe(101_000);

    const again = await ctx.post("/api/rentals", { ...same, idempotency_key: key() }, { token });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      "You are already renting this title: watch it from its page.",
    );
    expect(await balanceOf(user.id)).toBe(101_000);
    expect(await charges(user.id)).toHaveLength(1);
  });

  it("of twenty different titles' rentals at once, charges only what the balance pays for", async () => {
    const titles = await Promise.all(
      Array.from({ length: 20 }, (_, i) => film(`Rush ${i}`, { access: "rent", rentPrice: 30_000 })),
    );
    const { user, token } = await createViewer(ctx, { balance: 100_000 });
    const statuses = (
      await Promise.all(
        titles.map((id) =>
          ctx.post("/api/rentals", { kind: "movie", id, idempotency_key: key() }, { token }),
        ),
      )
    ).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 402)).toHaveLength(17);
    expect(await balanceOf(user.id)).toBe(10_000);
  });

  it("refuses what is not for rent, does not exist or is not published, and charges nothing", async () => {
    const { user, token } = await createViewer(ctx, { balance: 100_000 });
    const unpublished = await film("Coming Soon", { access: "rent", rentPrice: 20_000, publishedAt: null });
    for (const [kind, id] of [
      ["movie", premiumFilm],
      ["movie", freeFilm],
      ["movie", 999_999],
      ["series", 999_999],
      ["movie", unpublished],
    ] as const) {
      const refused = await ctx.post("/api/rentals", { kind, id, idempotency_key: key() }, { token });
      expect(refused.status).toBe(404);
      expect(((await refused.json()) as { message: string }).message).toBe("This title is not for rent.");
    }
    const huge = await ctx.post(
      "/api/rentals",
      { kind: "movie", id: 3_000_000_000, idempotency_key: key() },
      { token },
    );
    expect(huge.status).toBe(422);
    const bad = await ctx.post("/api/rentals", { kind: "show", id: -1, idempotency_key: "x" }, { token });
    expect(bad.status).toBe(422);
    expect(Object.keys(((await bad.json()) as { errors: object }).errors).sort()).toEqual([
      "id",
      "idempotency_key",
      "kind",
    ]);
    expect(
      (await ctx.post("/api/rentals", { kind: "movie", id: forRent, idempotency_key: key() })).status,
    ).toBe(401);
    expect(await balanceOf(user.id)).toBe(100_000);
  });

  it("refuses a short balance with what is missing", async () => {
    const { token } = await createViewer(ctx, { balance: 40_000 });
    const short = await ctx.post(
      "/api/rentals",
      { kind: "movie", id: forRent, idempotency_key: key() },
      { token },
    );
    expect(short.status).toBe(402);
    expect(((await short.json()) as { message: string }).message).toBe(
      "This costs ₫45,000 and your balance is ₫40,000: top up ₫5,000 to buy it.",
    );
  });
});

describe("a rental's clock", () => {
  it("starts at the first playback, runs 48 hours, and may then be rented again", async () => {
    const { user, token } = await createViewer(ctx, { balance: 100_000 });
    await ctx.post("/api/rentals", { kind: "movie", id: forRent, idempotency_key: key() }, { token });
    const now = ctx.deps.now();
    const started = await startRental(ctx.db, user.id, "movie", forRent, new Date(now.getTime() + 5 * HOUR));
    expect(started).toMatchObject({
      startedAt: new Date(now.getTime() + 5 * HOUR),
      endsAt: new Date(now.getTime() + 53 * HOUR),
    });
    // A later playback keeps the first one's clock.
    const later = await startRental(ctx.db, user.id, "movie", forRent, new Date(now.getTime() + 20 * HOUR));
    expect(later?.endsAt).toEqual(started!.endsAt);
    // Over after its 48 hours: nothing plays, and it can be rented again.
    expect(
      await startRental(ctx.db, user.id, "movie", forRent, new Date(now.getTime() + 54 * HOUR)),
    ).toBeNull();
    ctx.advance(54 * HOUR);
    try {
      const list = (await (await ctx.get("/api/rentals", { token })).json()) as { data: { state: string }[] };
      expect(list.data.map((rental) => rental.state)).toEqual(["over"]);
      const again = await ctx.post(
        "/api/rentals",
        { kind: "movie", id: forRent, idempotency_key: key() },
        { token },
      );
      expect(again.status).toBe(201);
    } finally {
      ctx.advance(-54 * HOUR);
    }
  });

  it("is over unstarted after 30 days", async () => {
    const { user, token } = await createViewer(ctx, { balance: 100_000 });
    await ctx.post("/api/rentals", { kind: "movie", id: forRent, idempotency_key: key() }, { token });
    const late = new Date(ctx.deps.now().getTime() + 30 * 24 * HOUR + 1);
    expect(await startRental(ctx.db, user.id, "movie", forRent, late)).toBeNull();
  });
});
