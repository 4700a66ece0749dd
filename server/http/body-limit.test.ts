/** @jest-environment node */
/**
 * A body limit on every route (issue #33, attack 6): a body past it is refused with a translated 413
 * before it is read — by its Content-Length, or, streamed without one, as soon as the bytes read pass
 * the limit. A 100 MB body to /api/login used to be read and parsed whole before its 422.
 */
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { AVATAR_MAX_BYTES } from "@/lib/contract/accounts";
import { seededCaller } from "../test-content";
import type { TestContext } from "../test-harness";
import { changedTables, snapshot } from "../test-snapshot";
import {
  ARTWORK_BODY_MAX_BYTES,
  BODY_MAX_BYTES,
  bodyLimitFor,
  formatBytes,
  MULTIPART_BODY_MAX_BYTES,
} from "./body-limit";

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ({ ctx, token } = await seededCaller());
});
afterAll(() => ctx.close());

const MB = 1024 * 1024;

/** A JSON body of `total` bytes ({"pad":"xxx…"}), made only as it is read; `pulled` says how much was. */
function jsonStream(total: number) {
  const prefix = new TextEncoder().encode('{"pad":"');
  const suffix = new TextEncoder().encode('"}');
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= total) return controller.close();
        const size = Math.min(64 * 1024, total - pulled);
        const chunk = new Uint8Array(size).fill(0x78);
        if (pulled === 0) chunk.set(prefix);
        if (pulled + size === total) chunk.set(suffix, size - suffix.length);
        pulled += size;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  ); // nothing made before it is asked for
  return { body, pulled: () => pulled };
}

async function send(
  method: string,
  path: string,
  total: number,
  { declared, headers = {} }: { declared: boolean; headers?: Record<string, string> },
) {
  const stream = jsonStream(total);
  const response = await ctx.app.request(path, {
    method,
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${token}`,
      ...(declared ? { "Content-Length": String(total) } : {}),
      ...headers,
    },
    body: stream.body,
    duplex: "half",
  } as RequestInit);
  return { response, body: (await response.json()) as { message: string }, pulled: stream.pulled() };
}

describe("a body past the limit", () => {
  it.each([
    ["POST", "/api/login"],
    ["PUT", "/api/favorites"],
  ])(
    "to %s %s is refused with 413 before it is read, with or without Content-Length",
    async (method, path) => {
      const before = await snapshot(ctx);
      const declared = await send(method, path, 100 * MB, { declared: true });
      expect(declared.response.status).toBe(413);
      expect(declared.body.message).toBe("The request is too large: send at most 64 KB.");
      expect(declared.pulled).toBe(0); // refused by its Content-Length alone

      const streamed = await send(method, path, 100 * MB, {
        declared: false,
        headers: { "Accept-Language": "vi" },
      });
      expect(streamed.response.status).toBe(413);
      expect(streamed.body.message).toBe("Yêu cầu quá lớn: chỉ được gửi tối đa 64 KB.");
      expect(streamed.pulled).toBeLessThan(BODY_MAX_BYTES + 256 * 1024); // read no further than the limit
      expect(changedTables(before, await snapshot(ctx))).toEqual([]);
    },
  );

  it("of a form post to the sandbox's gateway page is refused too", async () => {
    const response = await ctx.app.request("/sandbox/pay", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `card_holder=${"x".repeat(BODY_MAX_BYTES)}`,
    });
    expect(response.status).toBe(413);
  });
});

describe("a body within the limit", () => {
  it("is read as before, however it is sent", async () => {
    for (const declared of [true, false]) {
      const { response } = await send("POST", "/api/login", 60 * 1024, { declared });
      expect(response.status).toBe(422); // no phone number or password: read, and answered for what it says
    }
  });

  it("may carry an avatar up to the avatar's own limit in a multipart form", async () => {
    // Noise does not compress: a PNG just under 2 MB.
    const side = 820;
    const png = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(1.9 * MB);
    expect(png.length).toBeLessThanOrEqual(AVATAR_MAX_BYTES);
    const form = new FormData();
    form.set("avatar", new Blob([new Uint8Array(png)], { type: "image/png" }), "me.png");
    const accepted = await ctx.post("/api/update-profile", form, { token });
    expect(accepted.status).toBe(200);

    const tooBig = new FormData();
    tooBig.set("avatar", new Blob([new Uint8Array(3 * MB)], { type: "image/png" }), "big.png");
    const refused = await ctx.post("/api/update-profile", tooBig, { token });
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "The request is too large: send at most 2.5 MB.",
    );
  });
});

describe("bodyLimitFor", () => {
  it("gives multipart forms the avatar's room and every other body 64 KB", () => {
    expect(bodyLimitFor("multipart/form-data; boundary=x")).toBe(MULTIPART_BODY_MAX_BYTES);
    expect(bodyLimitFor("Multipart/Form-Data")).toBe(MULTIPART_BODY_MAX_BYTES);
    for (const type of ["application/json", "application/x-www-form-urlencoded", "text/plain", undefined]) {
      expect(bodyLimitFor(type)).toBe(BODY_MAX_BYTES);
    }
    expect(formatBytes(BODY_MAX_BYTES)).toBe("64 KB");
    expect(formatBytes(MULTIPART_BODY_MAX_BYTES)).toBe("2.5 MB");
  });

  it("gives the studio's artwork uploads their own room, and only them", () => {
    const form = "multipart/form-data; boundary=x";
    for (const path of [
      "/api/studio/titles/movie/3/artwork/poster",
      "/api/studio/series/2/episodes/9/still",
      "/api/studio/home/banners/1/image",
      "/api/studio/blog/posts/4/cover",
    ]) {
      expect(bodyLimitFor(form, path)).toBe(ARTWORK_BODY_MAX_BYTES);
      expect(bodyLimitFor("application/json", path)).toBe(BODY_MAX_BYTES);
    }
    for (const path of [
      "/api/update-profile",
      "/api/studio/home/banners/1",
      "/api/studio/blog/posts/4/cover/x",
    ])
      expect(bodyLimitFor(form, path)).toBe(MULTIPART_BODY_MAX_BYTES);
    expect(formatBytes(ARTWORK_BODY_MAX_BYTES)).toBe("6.5 MB");
  });
});
