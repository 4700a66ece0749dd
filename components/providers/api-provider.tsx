"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { createApiClient, type ApiClient } from "@/lib/api/client";
import { publicEnv } from "@/lib/config/public-env";
import { toast } from "@/lib/toast";

const ApiContext = createContext<ApiClient | null>(null);

/**
 * The browser's one API client (SPEC §7 rules in lib/api). A 5xx shows SPEC §8's error toast in the
 * viewer's language. Sessions hand it their token and 401 handler when they arrive.
 */
export function ApiProvider({ children }: { children: ReactNode }) {
  const t = useTranslations("errors.server");
  const client = useMemo(
    () =>
      createApiClient({
        host: publicEnv.NEXT_PUBLIC_API_HOST,
        onServerError: () => toast.error(t("title"), t("description")),
      }),
    [t],
  );
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error("useApi must be used inside <ApiProvider>.");
  return client;
}
