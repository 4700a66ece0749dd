import type { Session } from "next-auth";
import { SESSION_RECHECK_SECONDS } from "./session-rules";
import { isSessionMessage, SESSION_MESSAGE_KEY, SessionStore } from "./session-store";

const viewer = (name = "Demo Viewer") =>
  ({ expires: "2099-01-01T00:00:00.000Z", accessToken: "t", user: { id: 1, name } }) as unknown as Session;

type Call = { url: string; method: string; body?: string };

/**
 * next-auth's three endpoints as the store sees them: /session answers `sessions[n]` in turn (a
 * function may hold the answer back), /csrf a token, /signout clears the cookie.
 */
function server(...sessions: (Session | null | "fail" | (() => Promise<Session | null>))[]) {
  const calls: Call[] = [];
  let signedIn = true;
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, method: init?.method ?? "GET", body: init?.body?.toString() });
    // jsdom has no Response: what the store reads of one.
    const json = (body: unknown) => ({ ok: true, json: async () => body }) as Response;
    if (url === "/api/auth/csrf") return json({ csrfToken: "csrf-1" });
    if (url === "/api/auth/signout") {
      signedIn = false;
      return json({ url: "/" });
    }
    const next = sessions.length > 1 ? sessions.shift()! : sessions[0];
    if (next === "fail") throw new TypeError("Failed to fetch");
    const session = typeof next === "function" ? await next() : next;
    return json(signedIn && session ? session : {});
  }) as typeof fetch;
  return { fetcher, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => localStorage.clear());

describe("SessionStore", () => {
  it("is loading until its first read, then signed in or a guest", async () => {
    const store = new SessionStore(undefined, server(viewer()).fetcher);
    expect(store.getState()).toEqual({ data: null, status: "loading" });
    expect(store.initialState.status).toBe("loading");
    await store.refresh();
    expect(store.getState()).toMatchObject({
      status: "authenticated",
      data: { user: { name: "Demo Viewer" } },
    });

    const guest = new SessionStore(undefined, server(null).fetcher);
    await guest.refresh();
    expect(guest.getState()).toEqual({ data: null, status: "unauthenticated" });
  });

  it("keeps a known session through a failed read; a failed first read leaves a guest", async () => {
    const store = new SessionStore(undefined, server(viewer(), "fail").fetcher);
    await store.refresh();
    await store.refresh();
    expect(store.getState().status).toBe("authenticated");

    const offline = new SessionStore(undefined, server("fail").fetcher);
    await offline.refresh();
    expect(offline.getState().status).toBe("unauthenticated");
  });

  it("tells its readers only when the session changed", async () => {
    const store = new SessionStore(undefined, server(viewer(), viewer(), viewer("Lan")).fetcher);
    const listener = jest.fn();
    store.subscribe(listener);
    await store.refresh();
    await store.refresh();
    expect(listener).toHaveBeenCalledTimes(1);
    await store.refresh();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getState().data?.user.name).toBe("Lan");
  });

  it("keeps the newest answer: an update is not undone by a slower read that left before it", async () => {
    let release!: () => void;
    const slow = () => new Promise<Session>((resolve) => (release = () => resolve(viewer("Old"))));
    const { fetcher, calls } = server(viewer("Old"), slow, viewer("New"));
    const store = new SessionStore(undefined, fetcher);
    await store.refresh();
    const read = store.refresh();
    await store.update();
    release();
    await read;
    expect(store.getState().data?.user.name).toBe("New");
    const post = calls.find((call) => call.method === "POST")!;
    expect(post.url).toBe("/api/auth/session");
    expect(JSON.parse(post.body!)).toEqual({ csrfToken: "csrf-1" });
    expect(
      isSessionMessage({ key: SESSION_MESSAGE_KEY, newValue: localStorage.getItem(SESSION_MESSAGE_KEY) }),
    ).toBe(true);
  });

  it("does not update a guest's session", async () => {
    const { fetcher, calls } = server(null);
    const store = new SessionStore(undefined, fetcher);
    await store.refresh();
    expect(await store.update()).toBeNull();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("signs out through next-auth's endpoint with its CSRF token, and tells the other tabs", async () => {
    const { fetcher, calls } = server(viewer());
    const store = new SessionStore(undefined, fetcher);
    await store.refresh();
    await store.signOut();
    expect(store.getState().status).toBe("unauthenticated");
    const post = calls.find((call) => call.url === "/api/auth/signout")!;
    expect(post.method).toBe("POST");
    expect(new URLSearchParams(post.body).get("csrfToken")).toBe("csrf-1");
    const message = JSON.parse(localStorage.getItem(SESSION_MESSAGE_KEY)!);
    expect(message).toMatchObject({ event: "session", data: { trigger: "signout" } });
  });
});

describe("SessionStore.start", () => {
  afterEach(() => jest.useRealTimers());

  it("reads once, then every 300 s while signed in, and when a signed-in tab comes back into view", async () => {
    jest.useFakeTimers();
    const { fetcher, calls } = server(viewer());
    const store = new SessionStore(undefined, fetcher);
    const stop = store.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(SESSION_RECHECK_SECONDS * 1000 - 1);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    document.dispatchEvent(new Event("visibilitychange"));
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(3);
    stop();
    await jest.advanceTimersByTimeAsync(SESSION_RECHECK_SECONDS * 1000);
    expect(calls).toHaveLength(3);
  });

  it("does not poll for a guest, who learns of a sign-in from another tab's message", async () => {
    jest.useFakeTimers();
    const { fetcher, calls } = server(null, viewer());
    const store = new SessionStore(undefined, fetcher);
    const stop = store.start();
    await jest.advanceTimersByTimeAsync(SESSION_RECHECK_SECONDS * 2000);
    document.dispatchEvent(new Event("visibilitychange"));
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    window.dispatchEvent(new StorageEvent("storage", { key: "other", newValue: "{}" }));
    window.dispatchEvent(
      new StorageEvent("storage", {
        key: SESSION_MESSAGE_KEY,
        newValue: JSON.stringify({ event: "session", data: { trigger: "signin" } }),
      }),
    );
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    expect(store.getState().status).toBe("authenticated");
    stop();
  });

  it("starts no read for a store given its session", async () => {
    const { fetcher, calls } = server(viewer());
    const store = new SessionStore(null, fetcher);
    expect(store.initialState.status).toBe("unauthenticated");
    const stop = store.start();
    await flush();
    expect(calls).toHaveLength(0);
    stop();
  });
});

describe("SessionStore, when the server ends the session", () => {
  it("says why, as the backend answers the token the server refused", async () => {
    const asked: string[] = [];
    const why = async (token: string) => (asked.push(token), "Your account is blocked.");
    const store = new SessionStore(undefined, server(viewer(), null).fetcher, why);
    const ended = jest.fn();
    store.onEnded(ended);
    await store.refresh();
    await store.refresh();
    await flush();
    expect(store.getState().status).toBe("unauthenticated");
    expect(asked).toEqual(["t"]);
    expect(ended).toHaveBeenCalledWith("Your account is blocked.");
  });

  it("says nothing when there is no reason (expired), nor for a guest or its own sign-out", async () => {
    const asked: string[] = [];
    const ended = jest.fn();
    const expired = new SessionStore(undefined, server(viewer(), null).fetcher, async () => null);
    expired.onEnded(ended);
    await expired.refresh();
    await expired.refresh();
    const why = async (token: string) => (asked.push(token), "Your account is blocked.");
    const guest = new SessionStore(undefined, server(null, null).fetcher, why);
    await guest.refresh();
    await guest.refresh();
    const leaving = new SessionStore(undefined, server(viewer()).fetcher, why);
    leaving.onEnded(ended);
    await leaving.refresh();
    await leaving.signOut();
    await flush();
    expect(ended).not.toHaveBeenCalled();
    expect(asked).toEqual([]);
  });
});

describe("isSessionMessage", () => {
  it("accepts next-auth's session messages only", () => {
    const message = (value: unknown) => ({ key: SESSION_MESSAGE_KEY, newValue: JSON.stringify(value) });
    expect(isSessionMessage(message({ event: "session", data: { trigger: "signout" } }))).toBe(true);
    expect(isSessionMessage(message({ event: "other", data: {} }))).toBe(false);
    expect(isSessionMessage(message({ event: "session" }))).toBe(false);
    expect(isSessionMessage({ key: SESSION_MESSAGE_KEY, newValue: "not json" })).toBe(false);
    expect(isSessionMessage({ key: "theme", newValue: JSON.stringify({ event: "session", data: {} }) })).toBe(
      false,
    );
    expect(isSessionMessage({ key: SESSION_MESSAGE_KEY, newValue: null })).toBe(false);
  });
});
