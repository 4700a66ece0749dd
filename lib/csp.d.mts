type Options = { apiHost?: string; https?: boolean; development?: boolean; frameAncestors?: string };
export function policyOptions(
  env?: Record<string, string | undefined>,
): Required<Omit<Options, "frameAncestors">>;
export function frameAncestorsFor(pathname: string): string;
export function apiOrigin(apiHost: string | undefined): string;
export function developmentPolicy(options?: Options): string;
export const RESOURCE_POLICY: string;
export function createNonce(): string;
export function noncePolicy(nonce: string, options?: Options): string;
export function inlineScripts(html: string): string[];
export function sha256Source(text: string): string;
export function hashPolicy(html: string, options?: Options): string;
