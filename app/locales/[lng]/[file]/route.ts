import { isLocale, LOCALES } from "@/lib/i18n/config";
import { isLazyNamespace, LAZY_NAMESPACES } from "@/lib/i18n/lazy-messages";
import en from "@/messages/en.json";
import vi from "@/messages/vi.json";

/**
 * GET /locales/{lng}/{namespace}.json: one namespace the browser loads on demand
 * (lib/i18n/lazy-messages.ts), beside the apps' whole translation.json. Imported, not read from
 * messages/: the build compiles the imported copies for the page's translator, as it does the
 * pages' own (translation.json serves the files as written, for the apps).
 */
export function generateStaticParams() {
  return LOCALES.flatMap((lng) => LAZY_NAMESPACES.map((namespace) => ({ lng, file: `${namespace}.json` })));
}
export const dynamicParams = false;

export async function GET(_request: Request, { params }: { params: Promise<{ lng: string; file: string }> }) {
  const { lng, file } = await params;
  const namespace = file.replace(/\.json$/, "");
  if (!isLocale(lng) || !file.endsWith(".json") || !isLazyNamespace(namespace))
    return Response.json({ message: "Not found" }, { status: 404 });
  return Response.json({ en, vi }[lng][namespace]);
}
