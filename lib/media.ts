import { isExternalUrl } from "./url";
import { normaliseApiHost } from "./config/browser-env";

/**
 * URL of a media file (HLS playlist, WebVTT) from the catalogue: paths ("/media/…") live on the media
 * host, absolute URLs pass through. Null when there is nothing to play.
 */
export function mediaUrl(file: string | null | undefined, host: string | null | undefined): string | null {
  const value = typeof file === "string" ? file.trim() : "";
  if (value === "") return null;
  if (isExternalUrl(value)) return value;
  const origin = normaliseApiHost(host ?? "");
  return `${origin}${value.startsWith("/") ? "" : "/"}${value}`;
}
