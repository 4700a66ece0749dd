"use client";

import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import type { Session } from "next-auth";
import { SessionStore, type SessionState } from "@/lib/auth/session-store";
import { showToast } from "@/lib/toast";

const SessionContext = createContext<SessionStore | null>(null);

/**
 * The viewer's session on the client (lib/auth/session-store.ts): read after the page starts, on each
 * navigation (SessionOnNavigation, in the header), every 300 s while signed in and when the tab comes
 * back into view, and shared with the other tabs. A session the server ended for a reason (a blocked account) says so in a toast.
 * `session` (tests) starts the store with a known session, read from nowhere.
 */
export function SessionProvider({ children, session }: { children: ReactNode; session?: Session | null }) {
  const [store] = useState(() => new SessionStore(session));
  useEffect(() => (session === undefined ? store.start() : undefined), [store, session]);
  useEffect(() => store.onEnded((message) => showToast("error", message)), [store]);
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

export type SessionValue = SessionState & Pick<SessionStore, "update" | "signOut">;

/** The session (`loading` until the first read), and what changes it. */
export function useSession(): SessionValue {
  const store = useContext(SessionContext);
  if (!store) throw new Error("useSession() needs a <SessionProvider> above it");
  const state = useSyncExternalStore(store.subscribe, store.getState, () => store.initialState);
  return useMemo(() => ({ ...state, update: store.update, signOut: store.signOut }), [state, store]);
}

/** Reads a signed-in viewer's session again (each read re-checks the account); a guest's does nothing. */
export function useSessionRecheck(): () => void {
  const store = useContext(SessionContext);
  if (!store) throw new Error("useSessionRecheck() needs a <SessionProvider> above it");
  return store.recheck;
}
