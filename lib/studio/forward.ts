import { cookies } from "next/headers";
import { backendFetch } from "@/lib/api/server";
import { STUDIO_COOKIE } from "./cookie";

/** The browser's headers the backend reads; any other (its cookies above all) stays here. */
const FORWARDED = [
  "accept-language",
  "content-type",
  "tus-resumable",
  "upload-length",
  "upload-metadata",
  "upload-offset",
  "x-forwarded-for",
];

/**
 * A studio request from the browser's own script (tus, a live stream), sent on to the backend with the
 * studio session's token, which that script never holds (the cookie is HttpOnly; SameSite=Strict keeps
 * other sites' pages from sending it). The bodies stream through both ways; nothing here reads them.
 * `language`: the studio's language where the browser cannot send it as a header (EventSource).
 */
export async function forwardToStudio(request: Request, language?: string): Promise<Response> {
  const { pathname, search } = new URL(request.url);
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (language) headers.set("accept-language", language);
  const token = (await cookies()).get(STUDIO_COOKIE)?.value;
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const withBody = request.body !== null && request.method !== "GET" && request.method !== "HEAD";
  return backendFetch(`${pathname.replace(/^\/api/, "")}${search}`, {
    method: request.method,
    headers,
    signal: request.signal,
    ...(withBody ? { body: request.body, duplex: "half" } : {}),
  } as RequestInit);
}
