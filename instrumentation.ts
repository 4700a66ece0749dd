/**
 * Runs once when the server starts (Next's instrumentation hook), before it handles requests: makes
 * X-Forwarded-For end with the address each request really came from (server/peer-address.mjs), and
 * a redirect carry one Location header, not two (server/single-location.mjs), and a page's bytes
 * go to the socket without waiting for it to drain (server/stream-buffers.mjs).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  await import("./server/peer-address.mjs");
  await import("./server/single-location.mjs");
  await import("./server/stream-buffers.mjs");
}
