/** @jest-environment node */
import { createHash } from "node:crypto";
import { sha256OfFile } from "./hash-file";

test("a file's SHA-256, read in slices, is the digest of the whole, with progress up to 1", async () => {
  const bytes = new Uint8Array(20 * 1024 * 1024 + 123).map((_, i) => (i * 31) % 251);
  const seen: number[] = [];
  const digest = await sha256OfFile(new Blob([bytes]), (fraction) => seen.push(fraction));
  expect(digest).toBe(createHash("sha256").update(bytes).digest("hex"));
  expect(seen).toEqual([expect.any(Number), expect.any(Number), 1]);
  expect(await sha256OfFile(new Blob([]), () => undefined)).toBe(createHash("sha256").digest("hex"));
});
