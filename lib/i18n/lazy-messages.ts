import type { Locale } from "./config";

/**
 * Message namespaces that only code loaded on demand reads (the sign-in dialog's forms): kept out of
 * every page's HTML (~2.8 kB of its RSC payload, issue #17) and fetched with that code from
 * GET /locales/{locale}/{namespace}.json (i18next's layout, beside the apps' translation.json).
 */
export const LAZY_NAMESPACES = ["auth"] as const;
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number];

export function isLazyNamespace(value: unknown): value is LazyNamespace {
  return typeof value === "string" && (LAZY_NAMESPACES as readonly string[]).includes(value);
}

export function lazyMessagesPath(namespace: LazyNamespace, locale: Locale): string {
  return `/locales/${locale}/${namespace}.json`;
}

/** The namespace's messages in that language, for a nested NextIntlClientProvider. */
export async function fetchLazyMessages(
  namespace: LazyNamespace,
  locale: Locale,
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): Promise<Record<LazyNamespace, unknown>> {
  const response = await fetcher(lazyMessagesPath(namespace, locale));
  if (!response.ok) throw new Error(`Messages ${namespace}/${locale}: HTTP ${response.status}`);
  return { [namespace]: await response.json() } as Record<LazyNamespace, unknown>;
}
