/** @jest-environment node */
/**
 * The restore drill (issue #33): a viewer with a favorite, a paid top-up and its ledger row, and an
 * avatar; a backup taken while the site runs; the database lost; the backup restored; the viewer
 * signs in and finds them all, every balance equal to its ledger. On the embedded database (a data
 * directory of its own, held by the running site) and, with TEST_DATABASE_URL, on PostgreSQL
 * (pg_dump of a scratch database, restored into another scratch database).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { cp, readFile, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { formatVnpDate, signedQuery } from "../modules/payments";
import { seedContent } from "../test-content";
import {
  createScratchDatabase,
  createTestContext,
  createViewer,
  queryRows,
  type TestContext,
} from "../test-harness";
import { backup, restore, type Target } from "./backup";
import { MANIFEST_FILE, type Manifest } from "./backup-manifest";

jest.setTimeout(60_000);

const server = process.env.TEST_DATABASE_URL;
const root = mkdtempSync(path.join(tmpdir(), "cineva-backup-"));
const dataDir = path.join(root, "data");
const imagesDir = path.join(dataDir, "images");
const pgliteDir = path.join(dataDir, "pglite");
const scratches: { drop: () => Promise<void> }[] = [];

/** The site as it runs: on PGlite in `dataDir`, on PostgreSQL in the given (or a scratch) database. */
const openSite = (databaseUrl?: string) =>
  createTestContext({ pgliteDir: server ? undefined : pgliteDir, databaseUrl, imagesDir });

/** An empty database to restore into: a new scratch database, or the lost data directory's place. */
async function emptyTarget(): Promise<{ target: Target; databaseUrl?: string }> {
  if (!server) return { target: { kind: "pglite", dir: pgliteDir, imagesDir } };
  const scratch = await createScratchDatabase(server);
  scratches.push(scratch);
  return { target: { kind: "postgres", url: scratch.url }, databaseUrl: scratch.url };
}

let site: TestContext | null;
/** The database the running site uses. */
let siteTarget: Target;
let viewer: Awaited<ReturnType<typeof createViewer>>;
let movieId: number;
let avatar: string;
let avatarBytes: Buffer;
let folder: string;
let manifest: Manifest;

const TOP_UP = 150_000;

/** A top-up the gateway confirms: a payment, its ledger row and the balance, in one transaction. */
async function topUp(ctx: TestContext, token: string, amount: number) {
  const response = await ctx.post("/api/payments/top-up", { amount, method: "bank" }, { token });
  expect(response.status).toBe(201);
  const { order_ref } = (await response.json()) as { order_ref: string };
  const paid = {
    vnp_Amount: String(amount * 100),
    vnp_PayDate: formatVnpDate(ctx.deps.now()),
    vnp_ResponseCode: "00",
    vnp_TmnCode: ctx.deps.config.payment.tmnCode,
    vnp_TransactionNo: "14123456",
    vnp_TransactionStatus: "00",
    vnp_TxnRef: order_ref,
  };
  const ipn = await ctx.get(
    `/api/payments/vnpay-ipn?${signedQuery(paid, ctx.deps.config.payment.hashSecret)}`,
  );
  expect(await ipn.json()).toMatchObject({ RspCode: "00" });
}

beforeAll(async () => {
  site = await openSite();
  const running = site;
  siteTarget = site.databaseUrl
    ? { kind: "postgres", url: site.databaseUrl }
    : { kind: "pglite", dir: pgliteDir, imagesDir };
  movieId = (await seedContent(site)).movieIds[0]!;
  viewer = await createViewer(site);
  const { token } = viewer;

  expect(
    (await site.put("/api/favorites", { title_kind: "movie", title_id: movieId }, { token })).status,
  ).toBe(200);
  await topUp(site, token, TOP_UP);

  const form = new FormData();
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();
  form.append("avatar", new Blob([new Uint8Array(png)], { type: "image/png" }), "me.png");
  const updated = await site.post("/api/update-profile", form, { token });
  expect(updated.status).toBe(200);
  avatar = ((await updated.json()) as { user: { avatar: string } }).user.avatar;
  avatarBytes = Buffer.from(await (await site.get(`/images/users/${avatar}`)).arrayBuffer());
  expect(avatarBytes.length).toBeGreaterThan(0);

  // While the site runs and another viewer keeps topping up: on PGlite the site holds the
  // directory, so the copy comes from it; on PostgreSQL pg_dump reads a snapshot.
  const other = await createViewer(site);
  let backingUp = true;
  const writer = (async () => {
    for (let round = 0; backingUp && round < 100; round += 1) {
      await topUp(running, other.token, 10_000);
      running.advance(60_000); // under the top-up rate limit
    }
  })();
  try {
    ({ folder, manifest } = await backup(siteTarget, { into: path.join(root, "backups") }));
  } finally {
    backingUp = false;
    await writer;
  }
});

/** The site stops (its data directory free for a restore). */
async function stopSite() {
  await site?.close();
  site = null;
}

afterAll(async () => {
  await stopSite();
  for (const scratch of scratches) await scratch.drop();
  rmSync(root, { recursive: true, force: true });
});

/** Every user's balance next to what their ledger adds up to. */
const balancesAndLedgers = (ctx: TestContext) =>
  queryRows<{ id: number; balance: number; ledger: number }>(
    ctx,
    sql`select u.id, u.balance::int as balance, coalesce(sum(l.delta), 0)::int as ledger
          from users u left join balance_ledger l on l.user_id = u.id group by u.id order by u.id`,
  );

describe("npm run backup", () => {
  it("writes a manifest of the schema version and every table's rows", async () => {
    const onDisk = JSON.parse(await readFile(path.join(folder, MANIFEST_FILE), "utf8")) as Manifest;
    expect(onDisk).toEqual(manifest);
    expect(manifest.kind).toBe(server ? "postgres" : "pglite");
    expect(manifest.schemaVersion).toMatch(/^\d{4}_\w+$/);
    expect(manifest.counts).toMatchObject({ users: 2, favorites: 1 });
    // Each paid top-up the copy holds has its ledger row. The copy may fall between a top-up's
    // start (a pending payment, no ledger row yet) and its notification: one payment at most is pending.
    const { payments = 0, balance_ledger: ledger = 0 } = manifest.counts;
    expect(payments).toBeGreaterThanOrEqual(1);
    expect(ledger).toBeLessThanOrEqual(payments);
    expect(ledger).toBeGreaterThanOrEqual(payments - 1);
    expect(manifest.counts.movies).toBeGreaterThan(0);
    // On PostgreSQL the avatar is a row of stored_files; on PGlite a file beside the database.
    if (server) expect(manifest.counts.stored_files).toBe(1);
    else expect(manifest.images).toEqual({ files: 1, bytes: avatarBytes.length });
  });
});

describe("the restore drill", () => {
  it("restores the viewer, their favorite, top-up, ledger and avatar after the database is lost", async () => {
    await stopSite();
    if (!server) rmSync(dataDir, { recursive: true, force: true }); // on PostgreSQL its scratch database was dropped
    const { target, databaseUrl } = await emptyTarget();
    const restored = await restore(target, folder);
    expect(restored.census.counts).toEqual(manifest.counts);

    site = await openSite(databaseUrl);
    siteTarget = target;
    const login = await site.post("/api/login", {
      phone_number: viewer.user.phoneNumber,
      password: viewer.password,
    });
    expect(login.status).toBe(200);
    const { access_token: token, user } = (await login.json()) as {
      access_token: string;
      user: { id: number; balance: number; avatar: string };
    };
    expect(user).toMatchObject({ id: viewer.user.id, balance: TOP_UP, avatar });

    const favorites = (await (await site.get("/api/favorites", { token })).json()) as {
      data: { title: { kind: string; id: number } }[];
    };
    expect(favorites.data.map((f) => [f.title.kind, f.title.id])).toEqual([["movie", movieId]]);

    const payments = (await (await site.get("/api/payments", { token })).json()) as {
      data: { amount: number; status: string }[];
    };
    expect(payments.data).toEqual([expect.objectContaining({ amount: TOP_UP, status: "succeeded" })]);

    const image = await site.get(`/images/users/${avatar}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(avatarBytes)).toBe(true);

    const balances = await balancesAndLedgers(site);
    expect(balances).toHaveLength(2);
    for (const { balance, ledger } of balances) expect(balance).toBe(ledger);
    expect(balances[0]).toEqual({ id: viewer.user.id, balance: TOP_UP, ledger: TOP_UP });
  });
});

describe("npm run restore refuses", () => {
  it("a database in use or not empty, unless forced (PGlite's directories set aside, not deleted)", async () => {
    // The restored site runs: PGlite's directory is held by it; PostgreSQL's database holds tables.
    await expect(restore(siteTarget, folder)).rejects.toThrow(server ? /empty database.*--force/ : /Stop it/);
    if (server) {
      const forced = await restore(siteTarget, folder, { force: true });
      expect(forced.census).toEqual({ schemaVersion: manifest.schemaVersion, counts: manifest.counts });
      return;
    }
    await stopSite();
    await expect(restore(siteTarget, folder)).rejects.toThrow(/not empty.*--force/);
    const forced = await restore(siteTarget, folder, { force: true, now: new Date("2026-11-23T00:00:00Z") });
    expect(forced.setAside).toEqual([
      `${pgliteDir}.replaced-20261123-000000`,
      `${imagesDir}.replaced-20261123-000000`,
    ]);
    expect(await readdir(forced.setAside[0]!)).toContain("PG_VERSION");
    expect(await readdir(path.join(forced.setAside[1]!, "users"))).toEqual([avatar]);
  });

  it("a damaged backup, a backup of the other kind, and a folder that is no backup", async () => {
    const damaged = path.join(root, "damaged");
    await cp(folder, damaged, { recursive: true });
    const file = path.join(damaged, manifest.database.file);
    const bytes = await readFile(file);
    const middle = bytes.length >> 1;
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
    await writeFile(file, bytes);
    await expect(restore(siteTarget, damaged, { force: true })).rejects.toThrow(
      /damaged.*Nothing was restored/,
    );

    const other: Target = server
      ? { kind: "pglite", dir: pgliteDir, imagesDir }
      : { kind: "postgres", url: "postgres://nobody@127.0.0.1:1/none" };
    await expect(restore(other, folder, { force: true })).rejects.toThrow(/This backup is of/);
    await expect(restore(siteTarget, root)).rejects.toThrow(/manifest.json not found/);
  });

  it("to pass a restore whose rows differ from the manifest", async () => {
    const lying = path.join(root, "lying");
    await cp(folder, lying, { recursive: true });
    const claimed: Manifest = { ...manifest, counts: { ...manifest.counts, favorites: 2 } };
    await writeFile(path.join(lying, MANIFEST_FILE), JSON.stringify(claimed));
    await expect(restore(siteTarget, lying, { force: true })).rejects.toThrow(
      /favorites: 1 rows instead of 2/,
    );
  });
});
