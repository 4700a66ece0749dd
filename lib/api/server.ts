import { publicEnv } from "@/lib/config/public-env";
import { revalidateChangedTags } from "./changed-tags";
import { createApiClient, type ApiClient } from "./client";

/** Origin used for in-process calls; never resolved on the network. */
const EMBEDDED_ORIGIN = "http://cineva.embedded";

/**
 * How the Next server reaches {host}/api. With NEXT_PUBLIC_API_HOST set, over HTTP like any client.
 * Without it {host} is this app itself, whose embedded backend answers the very same Request/Response
 * contract in-process: no socket, no guessing the server's own port.
 */
async function embeddedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  // The one place lib/ reaches into server/: the adapter to the embedded backend.
  const { handleRequest } = await import("@/server/main");
  // A change made from the server (a studio save) revalidates the pages it names, as one from the
  // browser does on its way through app/api (only writes name any: a page's reads never do).
  return revalidateChangedTags(await handleRequest(new Request(input, init)));
}

/** A raw call to {host}/api{path} from the server, for requests whose exact bytes matter (signatures). */
export function backendFetch(path: string, init: RequestInit): Promise<Response> {
  const external = publicEnv.NEXT_PUBLIC_API_HOST;
  const url = `${external || EMBEDDED_ORIGIN}/api${path}`;
  return external ? fetch(url, init) : embeddedFetch(url, init);
}

type ServerApiOptions = {
  token?: string | null;
  language?: string;
  /** The browser's X-Forwarded-For, for a call made on its behalf: per-address limits count the browser. */
  forwardedFor?: string;
};

/** An API client for server code (auth callbacks, server components), optionally as a signed-in user. */
export function serverApi({ token, language, forwardedFor }: ServerApiOptions = {}): ApiClient {
  const external = publicEnv.NEXT_PUBLIC_API_HOST;
  const headers: Record<string, string> = {};
  if (language) headers["Accept-Language"] = language;
  if (forwardedFor) headers["X-Forwarded-For"] = forwardedFor;
  return createApiClient({
    host: external || EMBEDDED_ORIGIN,
    fetch: external ? undefined : embeddedFetch,
    getToken: () => token ?? null,
    getCookie: () => null,
    headers: Object.keys(headers).length > 0 ? headers : undefined,
  });
}
