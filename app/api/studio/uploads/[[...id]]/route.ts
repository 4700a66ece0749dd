import { cookies } from "next/headers";
import { backendFetch } from "@/lib/api/server";
import { STUDIO_COOKIE } from "@/lib/studio/cookie";

/**
 * The studio's uploads from the browser (issue #37): tus-js-client speaks tus to this address, and
 * each request goes on to the backend's /api/studio/uploads with the studio session's token, which the
 * browser's script never holds (the cookie is HttpOnly; SameSite=Strict keeps other sites' pages from
 * sending it). The bytes stream through; nothing here reads them.
 */
const FORWARDED = [
  "accept-language",
  "content-type",
  "tus-resumable",
  "upload-length",
  "upload-metadata",
  "upload-offset",
  "x-forwarded-for",
];

async function forward(request: Request): Promise<Response> {
  const { pathname, search } = new URL(request.url);
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const token = (await cookies()).get(STUDIO_COOKIE)?.value;
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const withBody = request.body !== null && request.method !== "GET" && request.method !== "HEAD";
  return backendFetch(`${pathname.replace(/^\/api/, "")}${search}`, {
    method: request.method,
    headers,
    ...(withBody ? { body: request.body, duplex: "half" } : {}),
  } as RequestInit);
}

export { forward as DELETE, forward as GET, forward as HEAD, forward as PATCH, forward as POST };
