import { readFile } from "node:fs/promises";
import path from "node:path";
import { isLocale, LOCALES } from "@/lib/i18n/config";

/** product §7.2: GET /locales/{lng}/translation.json, the interface texts for apps that embed our pages. */
export function generateStaticParams() {
  return LOCALES.map((lng) => ({ lng }));
}
export const dynamicParams = false;

export async function GET(_request: Request, { params }: { params: Promise<{ lng: string }> }) {
  const { lng } = await params;
  if (!isLocale(lng)) return Response.json({ message: "Not found" }, { status: 404 });
  // The files as written: the pages' own copies are compiled at build time (next.config.mjs).
  const messages = JSON.parse(
    await readFile(path.join(process.cwd(), "messages", `${lng}.json`), "utf8"),
  ) as unknown;
  return Response.json(messages, {
    headers: { "Cache-Control": "public, max-age=300, stale-while-revalidate=86400" },
  });
}
