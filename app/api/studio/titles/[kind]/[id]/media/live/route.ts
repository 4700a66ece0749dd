import { toLocale } from "@/lib/i18n/config";
import { forwardToStudio } from "@/lib/studio/forward";

/**
 * A title's media, live, for the studio's EventSource (issue #37): the backend's stream of server-sent
 * events, in the studio's language (?lang=en|vi), which an EventSource cannot send as a header.
 */
export function GET(request: Request): Promise<Response> {
  const lang = new URL(request.url).searchParams.get("lang");
  return forwardToStudio(request, lang ? toLocale(lang) : undefined);
}
