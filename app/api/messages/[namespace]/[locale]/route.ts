import { notFound } from "next/navigation";
import { isLocale, LOCALES } from "@/lib/i18n/config";
import { isLazyNamespace, LAZY_NAMESPACES } from "@/lib/i18n/lazy-messages";
import en from "@/messages/en.json";
import vi from "@/messages/vi.json";

/** GET /api/messages/{namespace}/{locale}: a namespace the browser loads on demand (lib/i18n/lazy-messages). */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return LAZY_NAMESPACES.flatMap((namespace) => LOCALES.map((locale) => ({ namespace, locale })));
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ namespace: string; locale: string }> },
) {
  const { namespace, locale } = await params;
  if (!isLazyNamespace(namespace) || !isLocale(locale)) notFound();
  return Response.json({ en, vi }[locale][namespace]);
}
