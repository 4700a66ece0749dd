import NextAuth from "next-auth";
import { decode } from "next-auth/jwt";
import { asBrowserSessionCookie, SESSION_COOKIE } from "./cookies";
import type { NextRequest } from "next/server";
import { authOptions } from "./options";
import { authErrorCode, validCallbackUrl } from "./redirect";
import { authSecret } from "./secret";

type RouteContext = { params: Promise<{ nextauth: string[] }> };

/**
 * next-auth's handler, with one correction: next-auth 4 always gives the session cookie an expiry.
 * Without "remember me" it must be a browser-session cookie (architecture §4), also when refreshed, so every
 * session cookie it writes for such a session loses Expires and Max-Age here. Only /api/auth/* writes it.
 */
export async function authRouteHandler(request: Request, context: RouteContext): Promise<Response> {
  // next-auth reads the query from nextUrl: a callbackUrl it would refuse with a 500 is made valid.
  const query = (request as NextRequest).nextUrl?.searchParams;
  const callbackUrl = query?.get("callbackUrl");
  if (query && callbackUrl !== null && callbackUrl !== undefined)
    query.set("callbackUrl", validCallbackUrl(callbackUrl));
  // A visited error code (?error=, else /api/auth/error/{code}) goes into a header: only a word.
  if (request.method === "GET" && query) {
    const { nextauth } = await context.params;
    const error = query.get("error") ?? (nextauth[0] === "error" ? nextauth[1] : undefined);
    if (error !== undefined) query.set("error", authErrorCode(error));
  }
  const handler = NextAuth(authOptions());
  const response: Response = await handler(request, context);
  const cookies = response.headers.getSetCookie();
  if (!cookies.some((line) => line.startsWith(`${SESSION_COOKIE}=`))) return response;

  const rewritten = await Promise.all(
    cookies.map(async (line) => {
      if (!line.startsWith(`${SESSION_COOKIE}=`)) return line;
      const value = line.slice(SESSION_COOKIE.length + 1).split(";")[0] ?? "";
      if (!value) return line; // sign-out: the deletion keeps its past expiry
      const token = await decode({ token: value, secret: authSecret() }).catch(() => null);
      return token && token.remember === false ? asBrowserSessionCookie(line) : line;
    }),
  );
  const headers = new Headers(response.headers);
  headers.delete("set-cookie");
  for (const line of rewritten) headers.append("set-cookie", line);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
