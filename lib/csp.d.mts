type Options = { apiHost?: string; https?: boolean; development?: boolean; frameAncestors?: string };
export function apiOrigin(apiHost: string | undefined): string;
export function baselinePolicy(options?: Options): string;
export function createNonce(): string;
export function noncePolicy(nonce: string, options?: Options): string;
export function inlineScripts(html: string): string[];
export function sha256Source(text: string): string;
export function hashPolicy(html: string): string;
