"use client";

import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { useViewerData } from "./viewer-data";

// Loaded with the first call, so zod stays out of the page's first-load JS (lib/api/client.ts).
const account = () => import("@/lib/contract/endpoints/accounts").then((m) => m.userInfo);

/**
 * The signed-in viewer's account as the backend has it now, balance and points included: one SWR
 * entry that every place showing them reads (never the copy the session took at sign-in), asked
 * again when the tab regains focus and after anything that changes them (useRefreshViewerAccount).
 * Null for a guest and until the first answer.
 */
export function useViewerAccount() {
  return useViewerData(account, {}).data;
}

/** Asks the viewer's account again wherever it is shown: after a top-up, a check-in, a redemption. */
export function useRefreshViewerAccount() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => void mutate((key) => Array.isArray(key) && key[0] === account),
    [mutate],
  );
}
