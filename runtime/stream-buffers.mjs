// @ts-check
// Plain JavaScript: instrumentation.ts loads it before the server handles a request.
import { getDefaultHighWaterMark, setDefaultHighWaterMark } from "node:stream";

/**
 * How much a stream holds before it asks its writer to wait. Node 20's default is 16 KiB, and Next
 * writes a cached page to the socket as one chunk, then waits for the socket's 'drain' whenever the
 * write was over that: every page we serve (20–150 kB) paid an extra round through the event loop,
 * 10–20% of a cached page's CPU (issue #17, docs/performance.md). 256 KiB holds any of our pages
 * whole (Node 22 raised the default to 64 KiB for the same reason). The cost is memory only for a
 * client that reads slower than we write, bounded by this per connection.
 */
export const STREAM_HIGH_WATER_MARK = 256 * 1024;

if (getDefaultHighWaterMark(false) < STREAM_HIGH_WATER_MARK)
  setDefaultHighWaterMark(false, STREAM_HIGH_WATER_MARK);
