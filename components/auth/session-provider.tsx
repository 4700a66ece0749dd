"use client";

import type { ReactNode } from "react";
import { SessionProvider as NextAuthSessionProvider } from "next-auth/react";
import { SESSION_RECHECK_SECONDS } from "@/lib/auth/session-rules";

/**
 * The viewer's session on the client. It is re-read every 300 s (SPEC §9's sync age; the server then
 * re-checks the token against /user-info) and whenever the tab comes back into view; next-auth tells
 * the other tabs about sign-in and sign-out.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  return (
    <NextAuthSessionProvider refetchInterval={SESSION_RECHECK_SECONDS} refetchOnWindowFocus>
      {children}
    </NextAuthSessionProvider>
  );
}
