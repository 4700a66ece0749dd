/** @jest-environment node */
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { episodes, movies, playbackSessions, rentals, seasons, tvSeries } from "../../db/schema";
import { createTestContext, createViewer, type TestContext } from "../../test-harness";
import { pruneSessionsJob } from "./prune";

// Playback sessions (issue #38): who may play what, on how many screens, at which addresses; on
// PGlite and PostgreSQL.

const SECOND = 1000;
let ctx: TestContext;
const titles = { free: 0, premium: 0, rent: 0, tall: 0, draft: 0, series: 0, episode: 0 };

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
      media: "clips/aurora/master.m3u8",
      publishedAt: new Date("2026-11-01T00:00:00Z"),
      ...values,
    })
    .returning({ id: movies.id })
    .then(([row]) => row!.id);

/** A title packaged up to 1080p: its master lists three rungs (the files need not be real video). */
async function tallMedia() {
  const folder = await mkdtemp(path.join(tmpdir(), "tall-"));
  const master = [
    "#EXTM3U",
    "#EXT-X-STREAM-INF:BANDWIDTH=6000000,RESOLUTION=1920x1080",
    "1080p/index.m3u8",
    "#EXT-X-STREAM-INF:BANDWIDTH=3000000,RESOLUTION=1280x720",
    "720p/index.m3u8",
    "#EXT-X-STREAM-INF:BANDWIDTH=730000,RESOLUTION=640x360",
    "360p/index.m3u8",
    "",
  ].join("\n");
  for (const [name, text] of [
    ["master.m3u8", master],
    ["1080p.m3u8", "#EXTM3U\n"],
    ["720p.m3u8", "#EXTM3U\n"],
  ]) {
    await writeFile(path.join(folder, name!), text!);
  }
  await ctx.deps.media.put(
    "packaged/tall/1/master.m3u8",
    path.join(folder, "master.m3u8"),
    "application/vnd.apple.mpegurl",
  );
  await ctx.deps.media.put(
    "packaged/tall/1/1080p/index.m3u8",
    path.join(folder, "1080p.m3u8"),
    "application/vnd.apple.mpegurl",
  );
  await ctx.deps.media.put(
    "packaged/tall/1/720p/index.m3u8",
    path.join(folder, "720p.m3u8"),
    "application/vnd.apple.mpegurl",
  );
}

beforeAll(async () => {
  ctx = await createTestContext({ now: new Date("2026-11-28T03:00:00.000Z") });
  await tallMedia();
  titles.free = await film("Free Harbour");
  titles.premium = await film("Premium Peak", { access: "premium" });
  titles.rent = await film("Rented River", { access: "rent", rentPrice: 45_000 });
  titles.tall = await film("Tall Picture", { media: "packaged/tall/1/master.m3u8" });
  titles.draft = await film("Not Yet", { publishedAt: null });
  const [series] = await ctx.db
    .insert(tvSeries)
    .values({
      titleEn: "Harbour Lights",
      titleVi: "Đèn cảng",
      year: 2026,
      country: "VN",
      originalLanguage: "vi",
      publishedAt: new Date("2026-11-01T00:00:00Z"),
    })
    .returning({ id: tvSeries.id });
  titles.series = series!.id;
  const [season] = await ctx.db.insert(seasons).values({ seriesId: titles.series, seasonNo: 1 }).returning();
  const [episode] = await ctx.db
    .insert(episodes)
    .values({
      seasonId: season!.id,
      episodeNo: 1,
      titleEn: "Pilot",
      titleVi: "Tập đầu",
      durationSec: 16,
      media: "clips/signal/master.m3u8",
    })
    .returning();
  titles.episode = episode!.id;
});
afterAll(() => ctx.close());

/** A browser: its playback cookie, kept from the answers as a browser keeps it. */
function browser(token?: string, userAgent = "Mozilla/5.0 (Windows NT 10.0) Chrome/131.0 Safari/537.36") {
  let cookie = "";
  const headers = () => ({ "User-Agent": userAgent, ...(cookie ? { Cookie: cookie } : {}) });
  const keep = (response: Response) => {
    const set = response.headers.get("set-cookie");
    if (set) cookie = set.split(";")[0]!;
    return response;
  };
  return {
    play: async (body: object) => keep(await ctx.post("/api/playback", body, { token, headers: headers() })),
    get: (address: string) => ctx.get(address, { token, headers: headers() }),
    beat: (id: string) => ctx.put(`/api/playback/${id}`, {}, { token, headers: headers() }),
    stop: (id: string) => ctx.delete(`/api/playback/${id}`, undefined, { token, headers: headers() }),
    screens: () => ctx.get("/api/playback", { token, headers: headers() }),
    get cookie() {
      return cookie;
    },
  };
}

type Session = {
  id: string;
  src: string;
  max_height: number;
  heartbeat_seconds: number;
  expires_at: string;
  rental_ends_at: string | null;
};
const opened = async (response: Response) => {
  expect(response.status).toBe(201);
  return (await response.json()) as Session;
};

const premiumViewer = async () => {
  const viewer = await createViewer(ctx, { balance: 100_000 });
  const bought = await ctx.post(
    "/api/premium",
    { plan_id: 1, idempotency_key: `premium-${viewer.user.id}-key-0001` },
    { token: viewer.token },
  );
  expect(bought.status).toBe(201);
  return viewer;
};

describe("who may play what", () => {
  it("plays a free title to a visitor, in HD at most, from an address of that browser only", async () => {
    const visitor = browser();
    const session = await opened(await visitor.play({ kind: "movie", id: titles.free }));
    expect(session.max_height).toBe(720);
    expect(session.src).toMatch(/^\/media\/play\/[^/]+\/master\.m3u8$/);
    const master = await visitor.get(session.src);
    expect(master.status).toBe(200);
    expect(master.headers.get("cache-control")).toContain("private");
    const playlist = await master.text();
    expect(playlist).toContain("720p/index.m3u8");
    const variant = await visitor.get(session.src.replace("master.m3u8", "720p/index.m3u8"));
    expect(variant.status).toBe(200);
    const segment = /^(.*\.m4s)$/m.exec(await variant.text())![1]!;
    const bytes = await visitor.get(session.src.replace("master.m3u8", `720p/${segment}`));
    expect(bytes.status).toBe(200);
    expect((await bytes.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it("asks a visitor to sign in for a Premium or rented title", async () => {
    for (const id of [titles.premium, titles.rent]) {
      const refused = await browser().play({ kind: "movie", id });
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { message: string }).message).toMatch(/Sign in to watch/);
    }
  });

  it("refuses a Premium title to a free viewer (403, premium), and plays it in Full HD once Premium", async () => {
    const viewer = await createViewer(ctx, { balance: 100_000 });
    const refused = await browser(viewer.token).play({ kind: "movie", id: titles.premium });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      reason: "premium",
      message: expect.stringMatching(/Premium/),
    });
    const premium = await premiumViewer();
    const session = await opened(await browser(premium.token).play({ kind: "movie", id: titles.premium }));
    expect(session.max_height).toBe(1080);
  });

  it("refuses a title for rent until rented (403, rent, with its price), then starts the rental's clock", async () => {
    const viewer = await createViewer(ctx, { balance: 100_000 });
    const tab = browser(viewer.token);
    const refused = await tab.play({ kind: "movie", id: titles.rent });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ reason: "rent", price: 45_000 });
    const rent = await ctx.post(
      "/api/rentals",
      { kind: "movie", id: titles.rent, idempotency_key: `rent-${viewer.user.id}-key-00001` },
      { token: viewer.token },
    );
    expect(rent.status).toBe(201);
    const session = await opened(await tab.play({ kind: "movie", id: titles.rent }));
    expect(session.max_height).toBe(1080);
    expect(new Date(session.rental_ends_at!).getTime()).toBe(ctx.deps.now().getTime() + 48 * 3_600_000);
    const [rental] = await ctx.db.select().from(rentals).where(eq(rentals.userId, viewer.user.id));
    expect(rental!.startedAt).toEqual(ctx.deps.now());
  });

  it("lists only the renditions the plan allows, and refuses a taller one's files", async () => {
    const free = browser((await createViewer(ctx)).token);
    const session = await opened(await free.play({ kind: "movie", id: titles.tall }));
    const master = await (await free.get(session.src)).text();
    expect(master).toContain("720p/index.m3u8");
    expect(master).not.toContain("1080p");
    expect((await free.get(session.src.replace("master.m3u8", "720p/index.m3u8"))).status).toBe(200);
    expect((await free.get(session.src.replace("master.m3u8", "1080p/index.m3u8"))).status).toBe(403);

    const premium = browser((await premiumViewer()).token);
    const full = await opened(await premium.play({ kind: "movie", id: titles.tall }));
    expect(await (await premium.get(full.src)).text()).toContain("1080p/index.m3u8");
    expect((await premium.get(full.src.replace("master.m3u8", "1080p/index.m3u8"))).status).toBe(200);
  });

  it("plays a series' episode, and answers 404 for what does not exist or is not published", async () => {
    const tab = browser();
    await opened(await tab.play({ kind: "series", id: titles.series, episode_id: titles.episode }));
    for (const body of [
      { kind: "movie", id: titles.draft },
      { kind: "movie", id: 999_999 },
      { kind: "series", id: titles.series },
      { kind: "series", id: titles.series + 1, episode_id: titles.episode },
      { kind: "movie", id: titles.free, episode_id: titles.episode },
    ])
      expect([body, (await tab.play(body)).status]).toEqual([body, 404]);
  });

  it("plays no master outside a folder of its own: its session would open other titles' files", async () => {
    for (const media of ["x.m3u8", "clips/x.m3u8"]) {
      const id = await film(`Shallow ${media}`, { media });
      expect((await browser().play({ kind: "movie", id })).status).toBe(404);
    }
  });

  it("ends a Premium member's session when their Premium does", async () => {
    const premium = await premiumViewer();
    const status = (await (await ctx.get("/api/premium", { token: premium.token })).json()) as {
      premium_until: string;
    };
    // An hour before the week of Premium ends, the session lasts that hour, not twelve.
    ctx.advance(new Date(status.premium_until).getTime() - ctx.deps.now().getTime() - 3_600_000);
    const session = await opened(await browser(premium.token).play({ kind: "movie", id: titles.premium }));
    expect(session.expires_at).toBe(status.premium_until);
  });

  it("answers 422 in the caller's language for what is no title", async () => {
    const refused = await ctx.post(
      "/api/playback",
      { kind: "book", id: -1, replaces: "nope" },
      { headers: { "Accept-Language": "vi" } },
    );
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors).sort()).toEqual(["id", "kind", "replaces"]);
  });
});

describe("addresses", () => {
  it("fail in another browser, from another account, and with a forged token", async () => {
    const owner = await createViewer(ctx);
    const tab = browser(owner.token);
    const session = await opened(await tab.play({ kind: "movie", id: titles.free }));
    expect((await tab.get(session.src)).status).toBe(200);
    const other = browser((await createViewer(ctx)).token);
    await opened(await other.play({ kind: "movie", id: titles.free }));
    const copied = await other.get(session.src);
    expect(copied.status).toBe(403);
    expect(((await copied.json()) as { message: string }).message).toMatch(
      /expired or belongs to another viewer/,
    );
    expect((await ctx.get(session.src)).status).toBe(403);
    const forged = session.src.replace(/\.([A-Za-z0-9_-]{24})\//, ".AAAAAAAAAAAAAAAAAAAAAAAA/");
    expect((await tab.get(forged)).status).toBe(403);
  });

  it("stop working a minute after the player goes silent, and at once when stopped", async () => {
    const tab = browser();
    const silent = await opened(await tab.play({ kind: "movie", id: titles.free }));
    ctx.advance(30 * SECOND);
    expect((await tab.beat(silent.id)).status).toBe(200);
    ctx.advance(50 * SECOND);
    expect((await tab.get(silent.src)).status).toBe(200);
    ctx.advance(11 * SECOND);
    expect((await tab.get(silent.src)).status).toBe(403);
    const late = await tab.beat(silent.id);
    expect(late.status).toBe(410);
    expect(await late.json()).toMatchObject({ reason: "silent", message: expect.stringMatching(/too long/) });

    const stopped = await opened(await tab.play({ kind: "movie", id: titles.free }));
    expect((await tab.stop(stopped.id)).status).toBe(200);
    expect((await tab.get(stopped.src)).status).toBe(403);
  });

  it("cannot climb out of the title's folder", async () => {
    const tab = browser();
    const session = await opened(await tab.play({ kind: "movie", id: titles.free }));
    for (const file of ["../fractal/master.m3u8", "..%2Ffractal%2Fmaster.m3u8", "%2e%2e/signal/master.m3u8"])
      expect((await tab.get(session.src.replace("master.m3u8", file))).status).toBe(403);
  });
});

describe("screens", () => {
  it("holds a free account to one screen, naming the device in use; stopping it there frees it", async () => {
    const viewer = await createViewer(ctx);
    const laptop = browser(viewer.token);
    const phone = browser(
      viewer.token,
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile/15E148 Safari/604.1",
    );
    const first = await opened(await laptop.play({ kind: "movie", id: titles.free }));
    const refused = await phone.play({ kind: "movie", id: titles.free });
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as {
      message: string;
      limit: number;
      screens: { id: string; device: string }[];
    };
    expect(body.limit).toBe(1);
    expect(body.message).toContain("Chrome · Windows (Free Harbour)");
    expect(body.screens).toEqual([
      expect.objectContaining({ id: first.id, device: "Chrome · Windows", this_browser: false }),
    ]);

    const left = await phone.stop(first.id);
    expect(left.status).toBe(200);
    expect(((await left.json()) as { data: unknown[] }).data).toEqual([]);
    await opened(await phone.play({ kind: "movie", id: titles.free }));
    const stopped = await laptop.beat(first.id);
    expect(stopped.status).toBe(410);
    expect(await stopped.json()).toMatchObject({
      reason: "stopped",
      message: expect.stringMatching(/another device/),
    });
  });

  it("gives Premium two screens, refuses a third, and frees one a minute after its tab closes", async () => {
    const viewer = await premiumViewer();
    const [one, two, three] = [browser(viewer.token), browser(viewer.token), browser(viewer.token)];
    const first = await opened(await one.play({ kind: "movie", id: titles.free }));
    await opened(await two.play({ kind: "movie", id: titles.premium }));
    const refused = await three.play({ kind: "movie", id: titles.free });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { screens: unknown[] }).screens).toHaveLength(2);
    // The first tab closes without a word; the second keeps beating.
    ctx.advance(40 * SECOND);
    const screens = (await (await two.screens()).json()) as { limit: number; data: { id: string }[] };
    expect(screens.limit).toBe(2);
    expect(screens.data.map((s) => s.id)).toContain(first.id);
    ctx.advance(21 * SECOND);
    await opened(await three.play({ kind: "movie", id: titles.free }));
  });

  it("lets a reloaded tab take its own screen back at once", async () => {
    const viewer = await createViewer(ctx);
    const tab = browser(viewer.token);
    const before = await opened(await tab.play({ kind: "movie", id: titles.free }));
    expect((await tab.play({ kind: "movie", id: titles.free })).status).toBe(409);
    await opened(await tab.play({ kind: "movie", id: titles.free, replaces: before.id }));
  });

  it("does not let another browser end a session by naming it as replaced", async () => {
    const viewer = await createViewer(ctx);
    const mine = await opened(await browser(viewer.token).play({ kind: "movie", id: titles.free }));
    const stranger = browser();
    await opened(await stranger.play({ kind: "movie", id: titles.free, replaces: mine.id }));
    expect((await stranger.stop(mine.id)).status).toBe(404);
    const screens = (await (await browser(viewer.token).screens()).json()) as { data: { id: string }[] };
    expect(screens.data.map((s) => s.id)).toEqual([mine.id]);
  });

  it("never lets two browsers asking at once both take a free account's one screen", async () => {
    const viewer = await createViewer(ctx);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => browser(viewer.token).play({ kind: "movie", id: titles.free })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });
});

describe("the nightly pruning", () => {
  it("deletes sessions not heard from for a day, and keeps the rest", async () => {
    const tab = browser();
    const old = await opened(await tab.play({ kind: "movie", id: titles.free }));
    ctx.advance(25 * 3_600_000);
    const fresh = await opened(await tab.play({ kind: "movie", id: titles.free }));
    const job = { id: "j", signal: new AbortController().signal, progress: async () => undefined };
    await pruneSessionsJob.run({}, job, ctx.jobDeps());
    const ids = (await ctx.db.select({ id: playbackSessions.id }).from(playbackSessions)).map(
      (row) => row.id,
    );
    expect(ids).not.toContain(old.id);
    expect(ids).toContain(fresh.id);
  });
});

describe("the start limit", () => {
  it("holds visitors to 30 starts a minute per address, whatever cookie they make up", async () => {
    const from = { "X-Forwarded-For": "10.77.0.1" };
    const starts = await Promise.all(
      Array.from({ length: 31 }, (_, i) =>
        ctx.post(
          "/api/playback",
          { kind: "movie", id: titles.free },
          { headers: { ...from, Cookie: `cineva_playback=made-up-${i}` } },
        ),
      ),
    );
    expect(starts.filter((r) => r.status === 429)).toHaveLength(1);
    // Another address is not held back by this one.
    const other = await ctx.post(
      "/api/playback",
      { kind: "movie", id: titles.free },
      { headers: { "X-Forwarded-For": "10.77.0.2" } },
    );
    expect(other.status).toBe(201);
  });
});
