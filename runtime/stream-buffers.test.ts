/** @jest-environment node */
import { getDefaultHighWaterMark } from "node:stream";
import { STREAM_HIGH_WATER_MARK } from "./stream-buffers.mjs";

describe("runtime/stream-buffers", () => {
  it("lets a socket take our largest page in one write without waiting for it to drain", () => {
    expect(STREAM_HIGH_WATER_MARK).toBeGreaterThanOrEqual(256 * 1024);
    expect(getDefaultHighWaterMark(false)).toBe(STREAM_HIGH_WATER_MARK);
  });
});
