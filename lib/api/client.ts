/**
 * The one boundary to the backend (architecture §1): a small typed client on a ky instance that applies
 * product §7.1's common rules to every call and parses every response with its zod contract.
 *
 * - Base URL `{host}/api`; time-out 15 s; `Accept: application/json`; `Authorization: Bearer {token}`
 *   whenever a token is stored; the `XSRF-TOKEN` cookie echoed as `X-XSRF-TOKEN`.
 * - 401 → `onUnauthorized` (clear the session silently); 5xx → `onServerError` (the error toast);
 *   then the call rejects with an `ApiError`. No answer at all (time-out, server unreachable) →
 *   `onNetworkError` (a toast too: a slow or absent backend must not fail without a word), then a
 *   `NetworkError`. product §8 names 500; every 5xx is treated the same.
 * - Retries: only GET, at most once, and only for transient gateway answers (408, 502, 503, 504) or
 *   when the server could not be reached. A 500 is the application's own error (retrying doubles the
 *   load and the wait for the same answer); a 429's Retry-After may be long; a time-out is not retried
 *   (that would turn 15 s into 30 s). POST, PUT and DELETE are never retried: they are not idempotent
 *   here (Laravel's PUT arrives as POST + _method anyway).
 */
import ky, { HTTPError, TimeoutError, type KyInstance, type Options } from "ky";
import type { z } from "zod";
import { pathOf, type Answer, type CallInput, type Endpoint } from "@/lib/contract/endpoint";
import { apiBaseUrl } from "./base-url";
import { ApiError, NetworkError, ResponseShapeError } from "./errors";

/** product §9 "API time-out". */
export const API_TIMEOUT_MS = 15_000;
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";

type MaybePromise<T> = T | Promise<T>;

/**
 * An endpoint (lib/contract/endpoints), or a function that imports it: browser code passes the
 * function, so the contract and zod load with the first call. A module-level constant, so it can key
 * SWR's cache too.
 */
export type EndpointSource<E extends Endpoint> = E | (() => Promise<E>);

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type SearchParams = Record<string, string | number | boolean | undefined> | URLSearchParams;

export interface ApiClientOptions {
  /**
   * Origin of the backend, e.g. "https://admin.example.com". "" means the page's own origin, which
   * exists only in the browser: on the server an absolute host is required.
   */
  host: string;
  /** Called before every request, so a token stored a moment ago is used. */
  getToken?: () => MaybePromise<string | null | undefined>;
  /** Reads a cookie (needed on the server). Without it, the browser's `document.cookie` is read. */
  getCookie?: (name: string) => MaybePromise<string | null | undefined>;
  /** Any 401: clear the session silently (product §4.1, §8). */
  onUnauthorized?: () => void;
  /** Any 5xx: show "Unexpected error has been occurred" / "Please try again" (product §8). */
  onServerError?: (error: ApiError) => void;
  /**
   * The call got no answer: it timed out or the server could not be reached. Not called when the
   * caller aborted the call itself.
   */
  onNetworkError?: (error: NetworkError) => void;
  /** Defaults to API_TIMEOUT_MS; tests shorten it. */
  timeoutMs?: number;
  /** The transport; the Next server passes one that reaches the embedded backend in-process. */
  fetch?: typeof fetch;
  /** Extra headers on every request (the page's Accept-Language on the server). */
  headers?: Record<string, string>;
}

export interface RawResponse {
  status: number;
  /** Parsed JSON; the text when the body is not JSON; undefined when it is empty. */
  body: unknown;
}

export interface ApiClient {
  /** `{host}/api`, without a trailing slash. */
  readonly baseUrl: string;
  /** Calls an endpoint: fills its path, sends the query and the body or form, parses the answer. */
  call<E extends Endpoint>(
    endpoint: EndpointSource<E>,
    input: CallInput<E>,
    options?: { keepalive?: boolean },
  ): Promise<Answer<E>>;
  /**
   * Calls an endpoint as `call` does, but any status is accepted and returned as it came, unparsed
   * (product §7.2: get-user-with-phone-and-password and the delete call); null on a network error or
   * time-out. Because no status is an error here, raw() calls neither onUnauthorized nor
   * onServerError: the caller decides what each status means.
   */
  raw<E extends Endpoint>(endpoint: EndpointSource<E>, input: CallInput<E>): Promise<RawResponse | null>;
}

function readDocumentCookie(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  for (const part of document.cookie.split(";")) {
    const separator = part.indexOf("=");
    if (separator !== -1 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

function decodeCookie(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * fetch rejects with a TypeError when the server cannot be reached (undici and browsers alike).
 * Checked by name: Node's built-in fetch throws from another realm than Jest's globals.
 */
function isUnreachable(error: unknown): boolean {
  const name = typeof error === "object" && error !== null && "name" in error ? error.name : undefined;
  return name === "TypeError" || name === "AbortError";
}

const isAbort = (error: unknown) =>
  typeof error === "object" && error !== null && "name" in error && error.name === "AbortError";

export function createApiClient(options: ApiClientOptions): ApiClient {
  // Built on first use: a component may create its client while being rendered on the server, where
  // a same-origin host has no meaning; only a call made there is an error.
  let instance: KyInstance | undefined;
  const baseUrl = () => apiBaseUrl(options.host);
  const http = (input: string, init: Options) => (instance ??= createInstance())(input, init);
  const createInstance = (): KyInstance =>
    ky.create({
      prefixUrl: baseUrl(),
      timeout: options.timeoutMs ?? API_TIMEOUT_MS,
      retry: { limit: 1, methods: ["get"], statusCodes: [408, 502, 503, 504], afterStatusCodes: [] },
      headers: { ...options.headers, Accept: "application/json" },
      fetch: options.fetch,
      hooks: {
        beforeRequest: [
          async (request) => {
            const token = await options.getToken?.();
            if (token) request.headers.set("Authorization", `Bearer ${token}`);
            const xsrf = options.getCookie
              ? await options.getCookie(XSRF_COOKIE)
              : readDocumentCookie(XSRF_COOKIE);
            if (xsrf) request.headers.set(XSRF_HEADER, decodeCookie(xsrf));
          },
        ],
      },
    });

  const relative = (path: string) => path.replace(/^\/+/, "");
  const urlOf = (path: string) => `${baseUrl()}/${relative(path)}`;

  async function send(method: HttpMethod, path: string, init: Options): Promise<Response> {
    try {
      return await http(relative(path), { ...init, method });
    } catch (error) {
      if (error instanceof HTTPError) {
        const apiError = new ApiError(
          error.response.status,
          await readBody(error.response),
          method,
          urlOf(path),
        );
        if (apiError.status === 401) options.onUnauthorized?.();
        if (apiError.status >= 500) options.onServerError?.(apiError);
        throw apiError;
      }
      const kind = error instanceof TimeoutError ? "timeout" : isUnreachable(error) ? "unreachable" : null;
      if (!kind) throw error;
      const networkError = new NetworkError(kind, method, urlOf(path), { cause: error });
      if (!isAbort(error)) options.onNetworkError?.(networkError);
      throw networkError;
    }
  }

  async function call<S extends z.ZodType>(
    method: HttpMethod,
    path: string,
    init: Options,
    schema: S,
  ): Promise<z.output<S>> {
    const response = await send(method, path, init);
    const data = await readBody(response);
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new ResponseShapeError(method, urlOf(path), data, parsed.error.issues);
    return parsed.data;
  }

  const jsonBody = (body: unknown): Options => (body === undefined ? {} : { json: body });

  /** The request an endpoint's call sends: its method, its filled path, the query and the body or form. */
  async function requestOf<E extends Endpoint>(source: EndpointSource<E>, input: CallInput<E>) {
    const declared = typeof source === "function" ? await source() : source;
    const { params, query, body, form } = input as {
      params?: Record<string, string | number>;
      query?: SearchParams;
      body?: unknown;
      form?: FormData;
    };
    const init: Options = form ? { body: form } : jsonBody(body);
    if (query) init.searchParams = query;
    const method = declared.method.toUpperCase() as HttpMethod;
    return { declared, method, path: pathOf(declared.path, params), init };
  }

  async function callEndpoint<E extends Endpoint>(
    source: EndpointSource<E>,
    input: CallInput<E>,
    { keepalive }: { keepalive?: boolean } = {},
  ) {
    const { declared, method, path, init } = await requestOf(source, input);
    const { response } = declared;
    if (!response) throw new Error(`${declared.path} answers no JSON: call it with raw()`);
    // A call made as the page goes away (the last saved position) outlives the page.
    if (keepalive) init.keepalive = true;
    return call(method, path, init, response) as Promise<Answer<E>>;
  }

  return {
    get baseUrl() {
      return baseUrl();
    },
    call: callEndpoint,
    async raw(source, input) {
      const { method, path, init } = await requestOf(source, input);
      try {
        const response = await http(relative(path), {
          ...init,
          method,
          throwHttpErrors: false,
          retry: 0,
        });
        return { status: response.status, body: await readBody(response) };
      } catch (error) {
        if (error instanceof TimeoutError || isUnreachable(error)) return null;
        throw error;
      }
    },
  };
}
