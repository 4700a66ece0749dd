import { apiBaseUrl } from "./base-url";
import type { ApiClient, ApiClientOptions } from "./client";

/**
 * The browser's API client, whose code (ky, the error mapping) loads with the first call rather than
 * with the page: most pages make none before the viewer acts, and it is about 6 kB of first-load
 * JavaScript (issue #17). It behaves as createApiClient's client in every other way.
 */
export function lazyApiClient(options: ApiClientOptions): ApiClient {
  let client: Promise<ApiClient> | undefined;
  const load = () => (client ??= import("./client").then(({ createApiClient }) => createApiClient(options)));
  return {
    get baseUrl() {
      return apiBaseUrl(options.host);
    },
    call: (...args) => load().then((api) => api.call(...args)),
    raw: (...args) => load().then((api) => api.raw(...args)),
  };
}
