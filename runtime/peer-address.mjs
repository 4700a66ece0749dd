// @ts-check
// Plain JavaScript: instrumentation.ts and the standalone API server load it before anything else.
import http from "node:http";

/**
 * Every hop appends to X-Forwarded-For the address it saw the request come from; the per-address
 * rate limits read the last entry (server/http/auth.ts `clientIp`). Next does not append: it writes
 * the socket's address only when the header is missing (`??=` in next/dist/server/base-server), so a
 * client that sends "X-Forwarded-For: 1.2.3.4" straight to `next start` would be counted as 1.2.3.4,
 * a new address on every attempt. This makes the servers of this process append their socket's peer
 * to every request before anything reads it.
 * @param {string | string[] | undefined} forwardedFor the header as it came
 * @param {string | undefined} peer the socket's remote address
 * @returns {string | string[] | undefined}
 */
export function withPeer(forwardedFor, peer) {
  const address = (peer ?? "").replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  if (!address) return forwardedFor;
  const before = Array.isArray(forwardedFor) ? forwardedFor.join(", ") : (forwardedFor ?? "").trim();
  return before ? `${before}, ${address}` : address;
}

const PATCHED = Symbol.for("cineva.peerAddress");
/** @type {http.Server & { [PATCHED]?: true }} */
const proto = http.Server.prototype;
if (!proto[PATCHED]) {
  /** @type {(this: http.Server, event: string, ...args: unknown[]) => boolean} */
  const emit = proto.emit;
  proto.emit = /** @type {typeof proto.emit} */ (
    /**
     * @this {http.Server}
     * @param {string} event
     * @param {unknown[]} args
     */
    function emitWithPeer(event, ...args) {
      const request = /** @type {http.IncomingMessage | undefined} */ (args[0]);
      if (event === "request" && request?.headers && request.socket) {
        const value = withPeer(request.headers["x-forwarded-for"], request.socket.remoteAddress);
        if (value) request.headers["x-forwarded-for"] = value;
      }
      return emit.call(this, event, ...args);
    }
  );
  proto[PATCHED] = true;
}
