// @ts-check
// Plain JavaScript: instrumentation.ts loads it before the server handles a request.
import http from "node:http";

/**
 * Location is single-valued (RFC 9110 §10.2.2), but Next 16 writes it twice on a redirect from a
 * page that is cached (ISR): once while rendering and once more when it sends the cached headers
 * (vercel/next.js#82117). Browsers tolerate two equal copies; a client or proxy built on the Fetch
 * API joins them into "/a, /a" and follows that, and Googlebot reports a redirect error. Appending a
 * Location to a response that has one replaces it instead.
 */
const PATCHED = Symbol.for("cineva.singleLocation");
/** @type {http.ServerResponse & { [PATCHED]?: true }} */
const proto = http.ServerResponse.prototype;
if (!proto[PATCHED]) {
  const append = proto.appendHeader;
  proto.appendHeader = function appendHeaderOnce(name, value) {
    if (String(name).toLowerCase() === "location" && this.hasHeader("location")) {
      return this.setHeader(name, value);
    }
    return append.call(this, name, value);
  };
  proto[PATCHED] = true;
}
