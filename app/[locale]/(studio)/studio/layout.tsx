import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/components/providers/page-messages";

/**
 * The studio (issue #36): rendered per request for the staff member asking, so proxy.ts gives it a
 * fresh CSP nonce, no-store and X-Robots-Tag: noindex; robots.txt keeps crawlers out too.
 */
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("studio");
  return { title: { absolute: t("title") }, robots: { index: false, follow: false } };
}

export default function StudioLayout({ children }: { children: ReactNode }) {
  return <PageMessages namespaces={["studio", "ageRatings"]}>{children}</PageMessages>;
}
