/**
 * The studio's pages and actions reach /api/studio on the server only, with the token of the studio
 * cookie: it never reaches the browser's script, and the viewer's session is not used.
 */
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { serverApi } from "@/lib/api/server";
import { isApiError } from "@/lib/api/errors";
import { studioMe } from "@/lib/contract/endpoints/studio";
import type { StaffMe } from "@/lib/contract/studio";
import { localizedPath } from "@/lib/i18n/addresses";
import type { Locale } from "@/lib/i18n/config";
import { STUDIO_COOKIE } from "./cookie";

export async function studioToken(): Promise<string | null> {
  return (await cookies()).get(STUDIO_COOKIE)?.value ?? null;
}

/** An API client that calls as the studio session, in the page's language, for the browser's address. */
export async function studioApi(locale: Locale) {
  const forwarded = (await headers()).get("x-forwarded-for")?.trim();
  return serverApi({ token: await studioToken(), language: locale, forwardedFor: forwarded || undefined });
}

/**
 * Where the browser's studio session stands: none (or ended), opened but waiting for its second
 * factor, or signed in as a staff member.
 */
export type StudioSession = { state: "none" } | { state: "pending" } | { state: "signed-in"; me: StaffMe };

/** Asked once per request, however many of the page's parts want it. */
export const studioSession = cache(async (locale: Locale): Promise<StudioSession> => {
  if (!(await studioToken())) return { state: "none" };
  try {
    return { state: "signed-in", me: await (await studioApi(locale)).call(studioMe, {}) };
  } catch (error) {
    if (isApiError(error, 401) && secondFactorPending(error.data)) return { state: "pending" };
    // 401 (ended, unknown), 403 (no longer staff, inactive) and 423 (blocked) all mean: sign in again.
    if (isApiError(error) && error.status < 500) return { state: "none" };
    throw error;
  }
});

/**
 * The signed-in staff member, or a redirect to the sign-in page. Every studio page asks, not only the
 * layout: Next renders a layout and its page side by side, so a page cannot count on the layout's check.
 */
export async function requireStaff(locale: Locale): Promise<StaffMe> {
  const session = await studioSession(locale);
  if (session.state !== "signed-in") redirect(localizedPath(locale, "/studio/sign-in"));
  return session.me;
}

function secondFactorPending(body: unknown): boolean {
  return (
    typeof body === "object" && body !== null && (body as { reason?: unknown }).reason === "second_factor"
  );
}
