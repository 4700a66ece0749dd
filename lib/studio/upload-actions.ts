"use server";
/** The upload desk's reads (issue #37): a title's uploads again, while some are still being checked. */
import { studioTitleUploads } from "@/lib/contract/endpoints/studio-uploads";
import type { StudioUpload } from "@/lib/contract/studio-uploads";
import { toLocale } from "@/lib/i18n/config";
import { studioApi } from "./server";

/** The title's uploads now, or null when they cannot be read (the session ended, the title is gone). */
export async function titleUploadsAction(
  title: { kind: "movie" | "series"; id: number },
  language: string,
): Promise<StudioUpload[] | null> {
  try {
    const api = await studioApi(toLocale(language));
    return (await api.call(studioTitleUploads, { params: title })).data;
  } catch {
    return null;
  }
}
