/**
 * Shared helpers for component tests. Test code only: nothing in the app imports this file.
 *
 * - `renderWithProviders(ui, { locale })` renders inside the REAL providers the app uses: next-intl's
 *   NextIntlClientProvider with the real messages/{locale}.json and the app's time zone, the session,
 *   an SWR cache of its own, plus the real <Toaster />. It returns Testing Library's result and a `user` from userEvent.setup().
 * - `t(locale, "a.b.c")` reads a real message, so tests assert the translated text instead of a copy.
 * - `mockNavigation` / `nextNavigationMock()` stand in for next/navigation, whose hooks need the App
 *   Router's context and do not work in jsdom. In a test file:
 *
 *     jest.mock("next/navigation", () =>
 *       jest.requireActual<TestUtils>("@/components/test-utils").nextNavigationMock(),
 *     );
 *     // where `type TestUtils = typeof import("@/components/test-utils");`
 *     beforeEach(() => resetNavigationMock());
 *     // then: mockNavigation.pathname = "/movies"; expect(mockNavigation.push).toHaveBeenCalledWith(…)
 *
 *   (jest.mock is hoisted above the imports; its factory runs lazily the first time a component
 *   requires next/navigation, by which time this module is loaded, so both share one `mockNavigation`.)
 * - `mockLocationReload()` and `mockLocationAssign()` spy on window.location.reload and .assign (see
 *   the comment for why they cannot simply replace window.location).
 * - `polyfillDialog()` gives jsdom's <dialog> showModal/close for a test file's tests.
 */
import type { ReactElement, ReactNode } from "react";
import { render, type RenderResult } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Session } from "next-auth";
import { NextIntlClientProvider } from "next-intl";
import { SWRConfig } from "swr";
import en from "@/messages/en.json";
import vi from "@/messages/vi.json";
import { SessionProvider } from "@/components/auth/session-provider";
import { loadToaster, Toaster } from "@/components/ui/toaster";
import type { EndpointSource } from "@/lib/api/client";
import { pathOf, type Endpoint } from "@/lib/contract/endpoint";
import type { Locale } from "@/lib/i18n/config";
import { loadSonner } from "@/lib/toast";

// The site loads sonner and the toaster after hydration; tests load them up front, so the <Toaster/> is listening from
// its first render and no state update lands outside act().
beforeAll(() => Promise.all([loadSonner(), loadToaster()]));

/** Same value as lib/i18n/request.ts TIME_ZONE (not imported: that module needs next/root-params). */
export const TEST_TIME_ZONE = "Asia/Ho_Chi_Minh";

export const MESSAGES: Record<Locale, Messages> = { en, vi };

type Join<K extends string, P extends string> = `${K}.${P}`;
/** Every dotted path to a string leaf of the messages, e.g. "errors.pageLoad.title". */
export type MessageKey<T = Messages> = {
  [K in keyof T & string]: T[K] extends string ? K : T[K] extends object ? Join<K, MessageKey<T[K]>> : never;
}[keyof T & string];

/** The raw message at a dotted key (no ICU formatting). Throws on a missing key so a typo cannot pass. */
export function t(locale: Locale, key: MessageKey): string {
  let node: unknown = MESSAGES[locale];
  for (const part of key.split(".")) {
    node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== "string") throw new Error(`No message "${key}" in messages/${locale}.json`);
  return node;
}

/**
 * `session`: a signed-in viewer's session, or null for a guest; given either way, the app's real
 * SessionProvider answers useSession() from it without asking the server.
 */
export type ProviderOptions = { locale?: Locale; session?: Session | null };

/** A signed-in session for tests (the demo viewer of server/demo). */
export function testSession(overrides: Partial<Session> = {}): Session {
  return {
    expires: new Date(Date.now() + 3_600_000).toISOString(),
    accessToken: "test-token",
    user: { id: 1, phone: "0901234567", name: "Demo Viewer" },
    ...overrides,
  } as Session;
}

export function renderWithProviders(
  ui: ReactElement,
  { locale = "en", session = null }: ProviderOptions = {},
): RenderResult & { user: ReturnType<typeof userEvent.setup> } {
  const user = userEvent.setup();
  function Providers({ children }: { children: ReactNode }) {
    return (
      <SessionProvider session={session}>
        <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone={TEST_TIME_ZONE}>
          {/* A cache of its own per render, so no test sees another's answers. */}
          <SWRConfig value={{ provider: () => new Map() }}>
            {children}
            <Toaster closeLabel={t(locale, "common.close")} />
          </SWRConfig>
        </NextIntlClientProvider>
      </SessionProvider>
    );
  }
  const result: RenderResult = render(ui, { wrapper: Providers });
  return { ...result, user };
}

/** What the next/navigation mock reads. Tests set `pathname`/`searchParams` and inspect the spies. */
export const mockNavigation = {
  push: jest.fn<void, [string, unknown?]>(),
  replace: jest.fn<void, [string, unknown?]>(),
  prefetch: jest.fn<void, [string]>(),
  back: jest.fn<void, []>(),
  forward: jest.fn<void, []>(),
  refresh: jest.fn<void, []>(),
  pathname: "/",
  searchParams: new URLSearchParams(),
};

/** Clears the spies and puts the pathname back to "/". Call in beforeEach. */
export function resetNavigationMock(): void {
  for (const spy of [
    mockNavigation.push,
    mockNavigation.replace,
    mockNavigation.prefetch,
    mockNavigation.back,
    mockNavigation.forward,
    mockNavigation.refresh,
  ]) {
    spy.mockReset();
  }
  mockNavigation.pathname = "/";
  mockNavigation.searchParams = new URLSearchParams();
}

/** The module to return from `jest.mock("next/navigation", …)`; see the file comment. */
export function nextNavigationMock() {
  const router = {
    push: (...args: Parameters<typeof mockNavigation.push>) => mockNavigation.push(...args),
    replace: (...args: Parameters<typeof mockNavigation.replace>) => mockNavigation.replace(...args),
    prefetch: (href: string) => mockNavigation.prefetch(href),
    back: () => mockNavigation.back(),
    forward: () => mockNavigation.forward(),
    refresh: () => mockNavigation.refresh(),
  };
  return {
    useRouter: () => router,
    usePathname: () => mockNavigation.pathname,
    useSearchParams: () => mockNavigation.searchParams,
    useParams: () => ({}),
  };
}

/**
 * Spies on window.location.reload (or assign) and stops jsdom from attempting the navigation.
 *
 * jsdom 26 defines window.location and location.reload as non-configurable, non-writable
 * ("[LegacyUnforgeable]"): `delete window.location`, `Object.defineProperty(window, "location", …)`
 * and jest.spyOn(window.location, "reload") all throw. The public reload() forwards to jsdom's
 * internal Location implementation object (kept under a symbol described as "impl"), whose reload is
 * an ordinary prototype method, so the spy goes there. Call `.mockRestore()` (or jest.restoreAllMocks)
 * afterwards; the real reload then comes back from the prototype.
 */
export function mockLocationReload(): jest.SpyInstance<void, []> {
  return jest.spyOn(locationImpl(), "reload").mockImplementation(() => {});
}

/** Spies on window.location.assign the same way (see mockLocationReload). */
export function mockLocationAssign(): jest.SpyInstance<void, [string]> {
  return jest.spyOn(locationImpl(), "assign").mockImplementation(() => {});
}

function locationImpl(): { reload(): void; assign(url: string): void } {
  const location = window.location as unknown as Record<
    symbol,
    { reload(): void; assign(url: string): void } | undefined
  >;
  const implSymbol = Object.getOwnPropertySymbols(location).find((s) => s.description === "impl");
  const impl = implSymbol ? location[implSymbol] : undefined;
  if (!impl) throw new Error("jsdom's Location implementation was not found; has jsdom changed?");
  return impl;
}

/** A request as the API client would send it: method, path below /api, and what it carries. */
export type RecordedRequest = {
  method: string;
  path: string;
  query?: unknown;
  body?: unknown;
  keepalive?: true;
};

/**
 * An API client for a component test, for `jest.mock("@/components/data/use-api-client", …)`: each
 * call resolves its endpoint and is recorded as the request it would send (`requests`), and `answer`
 * (a jest.fn, so each test sets what comes back) answers it. The client's own HTTP is tested in
 * lib/api/client.test.ts.
 */
export function recordingApi() {
  const requests: RecordedRequest[] = [];
  const answer = jest.fn<unknown, [RecordedRequest]>();
  type Input = { params?: Record<string, string | number>; query?: unknown; body?: unknown };
  const call = async (
    source: EndpointSource<Endpoint>,
    input: Input = {},
    options: { keepalive?: boolean } = {},
  ) => {
    const declared = typeof source === "function" ? await source() : source;
    const request: RecordedRequest = {
      method: declared.method.toUpperCase(),
      path: pathOf(declared.path, input.params),
    };
    if (input.query !== undefined) request.query = input.query;
    if (input.body !== undefined) request.body = input.body;
    if (options.keepalive) request.keepalive = true;
    requests.push(request);
    return answer(request);
  };
  return { api: { call, baseUrl: "http://site.test/api" }, requests, answer };
}

/**
 * jsdom 26 has <dialog> but not HTMLDialogElement.prototype.showModal/close: called at a test file's
 * top, a minimal polyfill for its tests. showModal sets the `open` attribute (which is what makes the
 * dialog and its contents visible and exposed to the accessibility tree), close removes it and fires
 * `close`. Nothing else (no inertness, no focus trapping, no top layer) is emulated, so tests using it
 * do not claim to cover those.
 */
export function polyfillDialog(): void {
  const originalShowModal = HTMLDialogElement.prototype.showModal;
  const originalClose = HTMLDialogElement.prototype.close;
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      if (!this.hasAttribute("open")) return;
      this.removeAttribute("open");
      this.dispatchEvent(new Event("close"));
    };
  });
  afterAll(() => {
    HTMLDialogElement.prototype.showModal = originalShowModal;
    HTMLDialogElement.prototype.close = originalClose;
  });
}
