import CspCacheHandler from "./csp-cache-handler.mjs";

/** The file-system handler with every replica's entries and revalidated tags in Redis (REDIS_URL). */
export default class RedisCacheHandler extends CspCacheHandler {}

export function cacheClientReady(): Promise<void>;
export function disconnectCacheClients(): void;
export function closeCacheClients(): Promise<void>;
