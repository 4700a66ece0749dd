import { useSecureCookies } from "@/lib/auth/cookies";

/**
 * The studio session's token, apart from the viewer's session cookie (a viewer signed in on the same
 * browser stays who they are). HttpOnly: no script reads it. SameSite=Strict: no link or form from
 * another site carries it. Over https the __Host- prefix ties it to this host and path "/".
 */
export const STUDIO_COOKIE = useSecureCookies ? "__Host-cineva-studio" : "cineva-studio";

/** The cookie lives exactly as long as the session the backend gave it (hours, never days). */
export function studioCookieOptions(expiresAt: string) {
  return {
    httpOnly: true,
    sameSite: "strict",
    secure: useSecureCookies,
    path: "/",
    expires: new Date(expiresAt),
  } as const;
}
