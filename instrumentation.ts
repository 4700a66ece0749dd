/**
 * Runs once when the server starts (Next's instrumentation hook), before it handles requests: refuses
 * to run the sandbox where strangers could use it, or on a build whose pages disagree about it
 * (server/sandbox-start.ts); makes X-Forwarded-For end with the address each request really came
 * from (runtime/peer-address.mjs), and a redirect carry one Location header, not two
 * (runtime/single-location.mjs), and a page's bytes go to the socket without waiting for it to drain
 * (runtime/stream-buffers.mjs), and a method no route takes (TRACE, TRACK, …) be answered 405 rather
 * than fail (server/unserved-methods.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE !== "phase-production-build") {
    const { checkSandboxStart, enforceSandboxStart } = await import("./server/sandbox-start");
    const { isDemoBuild } = await import("./lib/config/demo");
    // The site address the pages were built with, when it was given at build time (inlined).
    const env = { ...process.env, NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL };
    enforceSandboxStart(checkSandboxStart(env, isDemoBuild()));
  }
  await import("./runtime/peer-address.mjs");
  await import("./runtime/single-location.mjs");
  await import("./runtime/stream-buffers.mjs");
  await import("./server/unserved-methods");
}
