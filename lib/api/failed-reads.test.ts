/** @jest-environment node */
import { ApiError, NetworkError } from "./errors";
import { FAILURE_MEMORY_MS, unlessJustFailed } from "./failed-reads";

let key = 0;
const fresh = () => `test-${(key += 1)}`;

describe("unlessJustFailed", () => {
  it("answers a time-out again at once for a few seconds, then asks again", async () => {
    const k = fresh();
    let now = 1_000;
    const timeout = new NetworkError("timeout", "GET", "/api/movies/1");
    const read = jest.fn(() => Promise.reject(timeout));
    await expect(unlessJustFailed(k, read, () => now)).rejects.toBe(timeout);
    await expect(unlessJustFailed(k, read, () => now)).rejects.toBe(timeout);
    expect(read).toHaveBeenCalledTimes(1);
    now += FAILURE_MEMORY_MS;
    await expect(
      unlessJustFailed(
        k,
        async () => 1,
        () => now,
      ),
    ).resolves.toBe(1);
  });

  it("remembers a 5xx, never an answer about the object (404)", async () => {
    const down = new ApiError(503, undefined, "GET", "/api/movies/1");
    const k = fresh();
    await expect(unlessJustFailed(k, () => Promise.reject(down))).rejects.toBe(down);
    await expect(unlessJustFailed(k, async () => 1)).rejects.toBe(down);

    const missing = new ApiError(404, undefined, "GET", "/api/movies/2");
    const other = fresh();
    await expect(unlessJustFailed(other, () => Promise.reject(missing))).rejects.toBe(missing);
    await expect(unlessJustFailed(other, async () => 2)).resolves.toBe(2);
  });
});

it("asks again after a success, every time", async () => {
  const read = jest.fn(async () => 7);
  await unlessJustFailed("test-ok", read);
  await unlessJustFailed("test-ok", read);
  expect(read).toHaveBeenCalledTimes(2);
});

it("forgets past failures as new ones come, so an outage meeting made-up searches holds no growing list", async () => {
  const kept = () =>
    [...(globalThis as { __cinevaFailedReads?: Map<string, unknown> }).__cinevaFailedReads!.keys()].filter(
      (key) => key.startsWith("search/"),
    );
  const down = new NetworkError("timeout", "GET", "/api/search");
  let now = 50_000;
  for (let i = 0; i < 1_500; i += 1)
    await expect(
      unlessJustFailed(
        `search/${i}`,
        () => Promise.reject(down),
        () => now,
      ),
    ).rejects.toBe(down);
  expect(kept()).toHaveLength(1_500);
  now += FAILURE_MEMORY_MS;
  await expect(
    unlessJustFailed(
      "search/new",
      () => Promise.reject(down),
      () => now,
    ),
  ).rejects.toBe(down);
  expect(kept()).toEqual(["search/new"]);
});
