/**
 * Runs once when the server starts (Next's instrumentation hook), before it handles requests: makes
 * X-Forwarded-For end with the address each request really came from (server/peer-address.mjs).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") await import("./server/peer-address.mjs");
}
