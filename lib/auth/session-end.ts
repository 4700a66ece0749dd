import { createApiClient } from "@/lib/api/client";
import { isApiError } from "@/lib/api/errors";
import { userInfo } from "@/lib/contract/endpoints/accounts";

/**
 * Why the backend refuses a token the server just let go, in the backend's own words and the page's
 * language: a blocked account (423) or an inactive one (403), as every viewer call says
 * (server/http/auth.ts). Null for anything else: an expired session ends silently (product §8).
 * Loaded only when a session ends (lib/auth/session-store.ts), with the API client it needs.
 */
export async function whySessionEnded(
  token: string,
  language: string,
  transport: { host: string; fetch?: typeof fetch } = { host: "" },
): Promise<string | null> {
  const api = createApiClient({
    ...transport,
    getToken: () => token,
    headers: { "Accept-Language": language },
  });
  try {
    await api.call(userInfo, {});
    return null;
  } catch (error) {
    return isApiError(error) && (error.status === 423 || error.status === 403)
      ? (error.body?.message ?? null)
      : null;
  }
}
