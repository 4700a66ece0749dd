import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { LanguageSync } from "@/components/layout/language-sync";
import { Toaster } from "@/components/ui/toaster";
import { publicEnv } from "@/lib/config/public-env";
import { isLocale, LOCALES } from "@/lib/i18n/config";
import "../globals.scss";

/** Every page is built once per language; any other first segment never reaches here (next.config). */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}
export const dynamicParams = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta");
  return {
    metadataBase: new URL(publicEnv.NEXT_PUBLIC_SITE_URL),
    title: { default: t("defaultTitle"), template: t("titleTemplate") },
    description: t("defaultDescription"),
    applicationName: t("siteName"),
  };
}

export const viewport: Viewport = {
  themeColor: "#0b0d12",
  colorScheme: "dark",
  width: "device-width",
  initialScale: 1,
};

/** Namespaces the browser needs: client islands get the rest of their text as props. */
const CLIENT_NAMESPACES = ["common", "errors"] as const;

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const messages = await getMessages();
  const t = await getTranslations("common");
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]]));
  return (
    <html lang={locale}>
      <body>
        <a className="skip-link" href="#main">
          {t("skipToContent")}
        </a>
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          {children}
          <Toaster closeLabel={t("close")} regionLabel={t("notifications")} />
          <LanguageSync />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
