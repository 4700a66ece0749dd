/** @jest-environment node */
import { decideRevalidation, revalidateSecret } from "./revalidate";

const SECRET = "s3cret-key";

describe("decideRevalidation", () => {
  it("accepts known tags from a caller with the key, once each", () => {
    expect(
      decideRevalidation(`Bearer ${SECRET}`, { tags: ["movie:18", "catalogue", "movie:18"] }, SECRET),
    ).toEqual({
      status: 200,
      tags: ["movie:18", "catalogue"],
    });
  });

  it("accepts the legal documents' tag (the legal pages could not be refreshed before)", () => {
    expect(
      decideRevalidation(`Bearer ${SECRET}`, { tags: ["legal", "blog", "post:3", "leaderboard"] }, SECRET),
    ).toEqual({
      status: 200,
      tags: ["legal", "blog", "post:3", "leaderboard"],
    });
  });

  it("refuses a missing or wrong key", () => {
    expect(decideRevalidation(null, { tags: ["catalogue"] }, SECRET).status).toBe(401);
    expect(decideRevalidation("Bearer nope", { tags: ["catalogue"] }, SECRET).status).toBe(401);
    expect(decideRevalidation(SECRET, { tags: ["catalogue"] }, SECRET).status).toBe(401);
  });

  it("refuses tags it does not know, so the cache cannot be flushed at will", () => {
    for (const body of [
      null,
      {},
      { tags: [] },
      { tags: ["everything"] },
      { tags: ["post:-1"] },
      { tags: ["movie:0"] },
      { tags: ["movie:1x"] },
      { tags: "catalogue" },
    ]) {
      expect(decideRevalidation(`Bearer ${SECRET}`, body, SECRET).status).toBe(422);
    }
  });

  it("derives a key from the auth secret unless one is configured", () => {
    expect(revalidateSecret("root", {})).toBe(revalidateSecret("root", {}));
    expect(revalidateSecret("root", {})).not.toBe(revalidateSecret("other", {}));
    expect(revalidateSecret("root", { CINEVA_REVALIDATE_SECRET: " given " })).toBe("given");
  });
});
