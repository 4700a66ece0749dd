"use client";

import { useMemo } from "react";
import { useSession } from "@/components/auth/session-provider";
import { useLocale, useTranslations } from "next-intl";
import type { ApiClient } from "@/lib/api/client";
import { lazyApiClient } from "@/lib/api/lazy-client";
import { browserEnv } from "@/lib/config/browser-env";
import { toast } from "@/lib/toast";

/**
 * The browser's API client with product §7–§8's rules wired to the session: the signed-in viewer's token
 * on every call, a 401 signs the browser out silently, a 5xx or no answer at all (time-out,
 * unreachable) shows a translated error toast. Its code loads with the first call (lib/api/lazy-client).
 */
export function useApiClient(): ApiClient {
  const t = useTranslations("errors");
  // The backend words its messages (and programme texts) in the page's language, not the browser's.
  const locale = useLocale();
  const { data, signOut } = useSession();
  const token = data?.accessToken ?? null;
  return useMemo(
    () =>
      lazyApiClient({
        host: browserEnv.NEXT_PUBLIC_API_HOST,
        getToken: () => token,
        headers: { "Accept-Language": locale },
        onUnauthorized: () => {
          if (token) void signOut();
        },
        onServerError: () => toast.error(t("server.title"), t("server.description")),
        // Timed out or unreachable: a slow or absent backend is not left without a word either.
        onNetworkError: () => toast.error(t("network.title"), t("network.description")),
      }),
    [t, token, locale, signOut],
  );
}
