import { loadMessages } from "@/lib/i18n/request";
import { isLocale, LOCALES } from "@/lib/i18n/config";

/** SPEC §7: GET /locales/{lng}/translation.json, the interface texts for apps that embed our pages. */
export function generateStaticParams() {
  return LOCALES.map((lng) => ({ lng }));
}
export const dynamicParams = false;

export async function GET(_request: Request, { params }: { params: Promise<{ lng: string }> }) {
  const { lng } = await params;
  if (!isLocale(lng)) return Response.json({ message: "Not found" }, { status: 404 });
  return Response.json(await loadMessages(lng), {
    headers: { "Cache-Control": "public, max-age=300, stale-while-revalidate=86400" },
  });
}
