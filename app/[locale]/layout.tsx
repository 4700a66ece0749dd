import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import { AuthDialogHost } from "@/components/auth/auth-dialog-host";
import { DemoBanner } from "@/components/layout/demo-banner";
import { FlashToast } from "@/components/auth/flash-toast";
import { SessionProvider } from "@/components/auth/session-provider";
import { LanguageSync } from "@/components/layout/language-sync";
import { clientMessages } from "@/components/providers/page-messages";
import { Toaster } from "@/components/ui/toaster";
import { publicEnv } from "@/lib/config/public-env";
import { isLocale, LOCALES } from "@/lib/i18n/config";
import "../globals.scss";

/**
 * Every page is built once per language; any other first segment never reaches here (next.config),
 * and the layout 404s it if one does. No `dynamicParams = false` here: Next 16 applies a layout's
 * setting to every child segment, which would 404 each film and series not built in advance.
 */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

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

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations("common");
  return (
    <html lang={locale}>
      <body>
        <a className="skip-link" href="#main">
          {t("skipToContent")}
        </a>
        <DemoBanner />
        <NextIntlClientProvider locale={locale} messages={await clientMessages()}>
          <SessionProvider>
            {children}
            <AuthDialogHost />
            <Toaster closeLabel={t("close")} regionLabel={t("notifications")} />
            <FlashToast />
            <LanguageSync />
          </SessionProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
