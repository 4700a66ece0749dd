import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";

/**
 * What every page's client code can translate (the root layout's provider). The sign-in dialog's
 * "auth" texts come with its code instead (lib/i18n/lazy-messages.ts).
 */
export const CLIENT_NAMESPACES = ["common", "errors"] as const;

type Namespace = keyof Messages;

export async function clientMessages(extra: readonly Namespace[] = []) {
  const messages = await getMessages();
  return Object.fromEntries([...CLIENT_NAMESPACES, ...extra].map((ns) => [ns, messages[ns]]));
}

/**
 * Gives a page's client components the extra message namespaces they need, without sending those
 * texts with every other page.
 */
export async function PageMessages({
  namespaces,
  children,
}: {
  namespaces: readonly Namespace[];
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider locale={await getLocale()} messages={await clientMessages(namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}
