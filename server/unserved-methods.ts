/**
 * Methods no page or route here takes (TRACE, TRACK, WebDAV's PROPFIND, a made-up FOO) are answered
 * 405 by the HTTP server itself, before Next or the backend see them: Next cannot
 * build a request for TRACE or TRACK (the Fetch API forbids them) and answered 500, its route
 * handlers answer other unknown methods with a bare 400, and Node's parser refuses a method it does
 * not know (TRACK, FOO) with a bare 400 of its own. instrumentation.ts and the standalone API server
 * load this before they serve. A method we do take but a path does not is the backend's 405
 * (server/app.ts), with that path's own Allow.
 */
import http from "node:http";
import type { Duplex } from "node:stream";
import { RESOURCE_POLICY } from "@/runtime/csp.mjs";
import { languageOfAcceptLanguage } from "@/lib/i18n/resolve-language";
import { textIn } from "./http/i18n";

/** Every method some page or route here takes: Next's route handlers take no others. */
export const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

export const isServedMethod = (method: string | undefined) =>
  (SERVED_METHODS as readonly string[]).includes(method ?? "");

/** The 405's headers and JSON body, in the caller's language, with the policy every non-page answer carries. */
export function methodRefusal(acceptLanguage: string | undefined) {
  const body = JSON.stringify({
    message: textIn(languageOfAcceptLanguage(acceptLanguage), "methodNotAllowed"),
  });
  const headers = {
    Allow: SERVED_METHODS.join(", "),
    "Content-Type": "application/json",
    "Content-Length": String(Buffer.byteLength(body)),
    "Content-Security-Policy": RESOURCE_POLICY,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
  };
  return { headers, body };
}

type ParseError = Error & { code?: string; rawPacket?: Buffer };

/** The refusal written straight to the socket, for a request Node's parser could not read past its method. */
function refuseUnparsed(error: ParseError, socket: Duplex) {
  const acceptLanguage = /^accept-language:[ \t]*([^\r\n]*)/im.exec(
    error.rawPacket?.toString("latin1") ?? "",
  )?.[1];
  const { headers, body } = methodRefusal(acceptLanguage);
  const lines = Object.entries({ ...headers, Connection: "close" }).map(
    ([name, value]) => `${name}: ${value}\r\n`,
  );
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\n${lines.join("")}\r\n${body}`);
}

const PATCHED = Symbol.for("cineva.unservedMethods");
const proto = http.Server.prototype as http.Server & { [PATCHED]?: boolean };
if (!proto[PATCHED]) {
  const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function emitServedOnly(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      if (!isServedMethod(request.method)) {
        const { headers, body } = methodRefusal(request.headers["accept-language"]);
        response.writeHead(405, headers).end(body);
        return true;
      }
    } else if (event === "clientError") {
      const [error, socket] = args as [ParseError, Duplex];
      if (error.code === "HPE_INVALID_METHOD" && socket.writable) {
        refuseUnparsed(error, socket);
        return true;
      }
    }
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
  proto[PATCHED] = true;
}
