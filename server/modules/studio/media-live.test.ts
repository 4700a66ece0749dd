/** @jest-environment node */
/**
 * A title's media, live (issue #37): the studio's stream of server-sent events sends the title's
 * uploads and packagings at once, then again as soon as a worker moves one on; only the catalogue's
 * roles may listen.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { StudioTitleMedia } from "@/lib/contract/studio-packagings";
import { packagings, uploads } from "../../db/schema";
import { LIVE_EVERY_MS } from "./media-live-routes";
import { api, ctx, seedFilm, setUpStudioContext, signedInStaff } from "./test-kit";

jest.setTimeout(30_000);
setUpStudioContext();

/** The stream's events as they come: name and data, comments skipped. */
function eventsOf(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  return {
    async next(): Promise<{ event: string; data: string }> {
      for (;;) {
        const end = buffered.indexOf("\n\n");
        if (end >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const field = (name: string) =>
            block
              .split("\n")
              .filter((line) => line.startsWith(`${name}:`))
              .map((line) => line.slice(name.length + 1).trimStart())
              .join("\n");
          if (field("event") || field("data")) return { event: field("event"), data: field("data") };
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error("the stream ended");
        buffered += decoder.decode(value, { stream: true });
      }
    },
    close: () => reader.cancel(),
  };
}

test("the studio hears a packaging move on within a second or two, and only the catalogue's roles may listen", async () => {
  const film = await seedFilm({ titleEn: "Live Film" });
  const video = randomBytes(16).toString("hex");
  await ctx.db.insert(uploads).values({
    ...{ id: video, titleKind: "movie", titleId: film, role: "video", filename: "live.mp4" },
    ...{ size: 1, sha256: "0".repeat(64), state: "ready", facts: { durationSec: 10 } },
  });
  const [row] = await ctx.db
    .insert(packagings)
    .values({ titleKind: "movie", titleId: film, video, state: "queued" })
    .returning();
  const path = `/api/studio/titles/movie/${film}/media/live`;

  expect((await api.get(path)).status).toBe(401);
  expect((await api.get(path, (await signedInStaff("finance")).token)).status).toBe(403);
  const { token } = await signedInStaff("editor");
  expect((await api.get(`/api/studio/titles/movie/999999/media/live`, token)).status).toBe(404);

  const response = await api.get(path, token);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  expect(response.headers.get("cache-control")).toBe("private, no-store, no-transform");
  const events = eventsOf(response.body!);
  const first = await events.next();
  expect(first.event).toBe("media");
  const media = JSON.parse(first.data) as StudioTitleMedia;
  expect(media.uploads.map((u) => u.filename)).toEqual(["live.mp4"]);
  expect(media.packagings).toMatchObject([{ id: row!.id, state: "queued" }]);

  // A worker takes it: the next event says so, without being asked.
  const moved = Date.now();
  await ctx.db.update(packagings).set({ state: "running", progress: 0.4 }).where(eq(packagings.id, row!.id));
  const next = await events.next();
  expect(Date.now() - moved).toBeLessThan(2500);
  expect((JSON.parse(next.data) as StudioTitleMedia).packagings).toMatchObject([
    { id: row!.id, state: "running", progress: 0.4 },
  ]);
  // Closed by the studio, the stream stops at its next read (before the test's database goes).
  await events.close();
  await new Promise((resolve) => setTimeout(resolve, LIVE_EVERY_MS + 500));
});
