import type { Session } from "next-auth";
import { SESSION_RECHECK_SECONDS } from "./session-rules";

/**
 * The viewer's session in the browser, read from next-auth's own endpoints (/api/auth/session, /csrf,
 * /signout). It replaces next-auth's client SessionProvider, which with the @babel/runtime helpers it
 * pulls in was ~9.5 kB of every page's first-load JS (issue #17), and keeps what it did for us:
 *
 * - one read when the page starts; every 300 s while signed in and online (product §9's re-check: the
 *   server then re-checks the token against /user-info), and when a signed-in tab comes back into view;
 * - sign-in, sign-out and profile updates in one tab reach the others through next-auth's own
 *   localStorage channel (`nextauth.message`), so its signIn() in the sign-in dialog works beside it;
 * - reads never overtake each other: only the newest one started sets the session, so an update is not
 *   undone by a poll that left before it; a failed read keeps what is known (a first one: a guest);
 * - a session the server ended (the account was blocked or made inactive: each read re-checks it) is
 *   explained in the backend's own words, asked with the old token, for the page to show (product §8:
 *   an expired one, 401, ends silently).
 */
export type SessionStatus = "loading" | "authenticated" | "unauthenticated";
export type SessionState = { readonly data: Session | null; readonly status: SessionStatus };

/** next-auth's cross-tab channel: a localStorage key whose change other tabs see as a `storage` event. */
export const SESSION_MESSAGE_KEY = "nextauth.message";
const AUTH = "/api/auth";
const JSON_HEADERS = { "Content-Type": "application/json" };

const LOADING: SessionState = { data: null, status: "loading" };

function stateOf(data: Session | null): SessionState {
  return data ? { data, status: "authenticated" } : { data: null, status: "unauthenticated" };
}

/** Tells the other tabs that the session changed (they read it again). next-auth's message format. */
export function announceSessionChange(trigger: "signin" | "signout" | "getSession"): void {
  try {
    localStorage.setItem(
      SESSION_MESSAGE_KEY,
      JSON.stringify({ event: "session", data: { trigger }, timestamp: Math.floor(Date.now() / 1000) }),
    );
  } catch {
    // Storage refused (private mode, quota): the other tabs find out at their next read.
  }
}

/** Whether a `storage` event is a session message (next-auth's or ours). */
export function isSessionMessage(event: Pick<StorageEvent, "key" | "newValue">): boolean {
  if (event.key !== SESSION_MESSAGE_KEY || !event.newValue) return false;
  try {
    const message = JSON.parse(event.newValue) as { event?: unknown; data?: unknown };
    return message?.event === "session" && Boolean(message.data);
  } catch {
    return false;
  }
}

/** A session answer: next-auth answers `{}` for a guest. Anything unreadable is undefined. */
async function sessionFrom(response: Response): Promise<Session | null | undefined> {
  if (!response.ok) return undefined;
  const body: unknown = await response.json().catch(() => undefined);
  if (!body || typeof body !== "object") return undefined;
  return Object.keys(body).length > 0 ? (body as Session) : null;
}

export class SessionStore {
  private state: SessionState;
  private readonly endedListeners = new Set<(message: string) => void>();
  /** What the server rendered with: loading, unless the store was given its session. */
  readonly initialState: SessionState;
  private readonly listeners = new Set<() => void>();
  /** Bumped by every read and write; only the newest one's answer is kept. */
  private generation = 0;

  constructor(
    initial?: Session | null,
    private readonly fetcher: typeof fetch = (input, init) => fetch(input, init),
    /** Why the server refused the session's token, or null (lib/auth/session-end.ts, loaded then). */
    private readonly whyEnded: (token: string) => Promise<string | null> = (token) =>
      import("./session-end").then(({ whySessionEnded }) =>
        whySessionEnded(token, document.documentElement.lang || "en"),
      ),
  ) {
    this.initialState = this.state = initial === undefined ? LOADING : stateOf(initial);
  }

  getState = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(data: Session | null): void {
    const next = stateOf(data);
    // A poll that finds the same session changes nothing: no re-render of every reader.
    if (next.status === this.state.status && JSON.stringify(next.data) === JSON.stringify(this.state.data))
      return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` with the reason, when the server ends the session for one (blocked, inactive). */
  onEnded = (listener: (message: string) => void): (() => void) => {
    this.endedListeners.add(listener);
    return () => this.endedListeners.delete(listener);
  };

  /** Runs one read or write of the session and keeps its answer if no newer one has started. */
  private async settle(request: () => Promise<Response>): Promise<Session | null> {
    const mine = ++this.generation;
    const before = this.state;
    const data = await request().then(sessionFrom, () => undefined);
    if (mine === this.generation) {
      if (data !== undefined) this.set(data);
      else if (this.state.status === "loading") this.set(null);
      if (data === null && before.status === "authenticated") void this.explainEnd(before.data?.accessToken);
    }
    return data === undefined ? this.state.data : data;
  }

  /** Asks the backend, with the token the server just refused, why; tells the listeners its answer. */
  private async explainEnd(token: string | undefined): Promise<void> {
    if (!token) return;
    const message = await this.whyEnded(token).catch(() => null);
    if (message) for (const listener of this.endedListeners) listener(message);
  }

  /** A signed-in viewer's session read again, as they move to another page; nothing for a guest. */
  recheck = (): void => {
    if (this.state.status === "authenticated") void this.refresh();
  };

  /** Reads the session again (the server re-checks the token). */
  refresh = (): Promise<Session | null> =>
    this.settle(() => this.fetcher(`${AUTH}/session`, { headers: JSON_HEADERS, cache: "no-store" }));

  private async csrfToken(): Promise<string> {
    const response = await this.fetcher(`${AUTH}/csrf`, { headers: JSON_HEADERS, cache: "no-store" });
    const body = (await response.json()) as { csrfToken?: unknown };
    if (typeof body.csrfToken !== "string") throw new Error("No CSRF token");
    return body.csrfToken;
  }

  /**
   * Asks the server to re-check the account now (next-auth's `update`: the jwt callback reads
   * /user-info), e.g. after the profile changed. A guest's call does nothing.
   */
  update = async (data?: unknown): Promise<Session | null> => {
    if (this.state.status !== "authenticated") return null;
    const session = await this.settle(async () =>
      this.fetcher(`${AUTH}/session`, {
        method: "POST",
        headers: JSON_HEADERS,
        body: JSON.stringify({ csrfToken: await this.csrfToken(), data }),
      }),
    );
    announceSessionChange("getSession");
    return session;
  };

  /** Clears the session cookie (next-auth's sign-out) and tells the other tabs. */
  signOut = async (): Promise<void> => {
    const cleared = await this.csrfToken()
      .then((csrfToken) =>
        this.fetcher(`${AUTH}/signout`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ csrfToken, callbackUrl: window.location.href, json: "true" }),
        }),
      )
      .then(
        (response) => response.ok,
        () => false,
      );
    if (cleared) {
      this.generation++; // a read under way would bring the old session back
      this.set(null);
    } else await this.refresh();
    announceSessionChange("signout");
  };

  /** Keeps the session current in this window until the returned function is called. */
  start(win: Window = window): () => void {
    if (this.state.status === "loading") void this.refresh();
    const signedIn = () => this.state.status === "authenticated";
    const onVisible = () => {
      if (win.document.visibilityState === "visible" && signedIn()) void this.refresh();
    };
    const onStorage = (event: StorageEvent) => {
      if (isSessionMessage(event)) void this.refresh();
    };
    const poll = win.setInterval(() => {
      if (signedIn() && win.navigator.onLine !== false) void this.refresh();
    }, SESSION_RECHECK_SECONDS * 1000);
    win.document.addEventListener("visibilitychange", onVisible);
    win.addEventListener("storage", onStorage);
    return () => {
      win.clearInterval(poll);
      win.document.removeEventListener("visibilitychange", onVisible);
      win.removeEventListener("storage", onStorage);
    };
  }
}
