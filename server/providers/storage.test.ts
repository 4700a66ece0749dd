/** @jest-environment node */
/**
 * Where the backend keeps files: on disk for the embedded database, in PostgreSQL's stored_files
 * for a fleet. Run on PGlite, and on PostgreSQL under TEST_DATABASE_URL (CI runs both).
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { createApp } from "../app";
import { createTestContext, createViewer, type TestContext } from "../test-harness";
import { DatabaseStorage, importLocalFiles, LocalStorage } from "./storage";

jest.setTimeout(60_000);

let ctx: TestContext;
let folder: string;

beforeEach(async () => {
  ctx = await createTestContext();
  folder = mkdtempSync(path.join(tmpdir(), "cineva-storage-"));
});
afterEach(async () => {
  await ctx.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Every byte value, zeros included: what goes in comes back exactly. */
const binary = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256));

describe("DatabaseStorage", () => {
  it("writes, reads back the same bytes, overwrites and removes", async () => {
    const store = new DatabaseStorage(ctx.db);
    expect(await store.read("users/none.webp")).toBeNull();
    await store.write("users/a.webp", binary);
    const read = await store.read("users/a.webp");
    expect(Buffer.isBuffer(read)).toBe(true);
    expect(read!.equals(binary)).toBe(true);
    await store.write("users/a.webp", Buffer.from("second"));
    expect((await store.read("users/a.webp"))!.toString()).toBe("second");
    await store.writeIfMissing("users/a.webp", Buffer.from("older copy"));
    expect((await store.read("users/a.webp"))!.toString()).toBe("second");
    await store.remove("users/a.webp");
    expect(await store.read("users/a.webp")).toBeNull();
  });

  it("lets an avatar uploaded through one replica be served by another", async () => {
    // Two backends on one database, as two replicas of a fleet are.
    const [one, two] = [0, 1].map(() => createApp({ ...ctx.deps, images: new DatabaseStorage(ctx.db) }));
    const { token } = await createViewer(ctx);
    const form = new FormData();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#22aa66" } })
      .png()
      .toBuffer();
    form.append("avatar", new Blob([new Uint8Array(png)], { type: "image/png" }), "me.png");
    const saved = await one!.request("/api/update-profile", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
      body: form,
    });
    expect(saved.status).toBe(200);
    const avatar = ((await saved.json()) as { user: { avatar: string } }).user.avatar;
    const served = await two!.request(`/images/users/${avatar}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(256);
    expect((await one!.request(`/images/users/${avatar}`)).status).toBe(200);
  });
});

describe("importLocalFiles", () => {
  it("copies the files the database lacks, keeps what it holds, and skips half-written files", async () => {
    mkdirSync(path.join(folder, "users"));
    mkdirSync(path.join(folder, "movies", "posters"), { recursive: true });
    writeFileSync(path.join(folder, "users", "old.webp"), "uploaded before the move");
    writeFileSync(path.join(folder, "users", "kept.webp"), "the disk's older copy");
    writeFileSync(path.join(folder, "users", "x.webp.1a2b.partial"), "half");
    writeFileSync(path.join(folder, "movies", "posters", "orbit-v2.webp"), binary);
    writeFileSync(path.join(folder, ".artwork-version"), "2\n");
    const store = new DatabaseStorage(ctx.db);
    await store.write("users/kept.webp", Buffer.from("the database's copy"));

    expect(await importLocalFiles(folder, store, 2)).toBe(3);
    expect((await store.read("users/old.webp"))!.toString()).toBe("uploaded before the move");
    expect((await store.read("users/kept.webp"))!.toString()).toBe("the database's copy");
    expect((await store.read("movies/posters/orbit-v2.webp"))!.equals(binary)).toBe(true);
    expect((await store.read(".artwork-version"))!.toString()).toBe("2\n");
    expect(await store.read("users/x.webp.1a2b.partial")).toBeNull();
    expect(await importLocalFiles(folder, store)).toBe(0);
    expect(await importLocalFiles(path.join(folder, "no-such-folder"), store)).toBe(0);
  });
});

describe("LocalStorage", () => {
  it("replaces a file whole and leaves nothing half-written behind", async () => {
    const store = new LocalStorage(folder);
    await store.write("users/a.webp", binary);
    await store.write("users/a.webp", Buffer.from("new"));
    expect((await store.read("users/a.webp"))!.toString()).toBe("new");
    expect(readdirSync(path.join(folder, "users"))).toEqual(["a.webp"]);
    await expect(store.write("../outside.webp", binary)).rejects.toThrow("escapes");
    expect(await store.read("../outside.webp")).toBeNull();
  });
});
