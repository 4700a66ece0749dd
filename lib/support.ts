/** Where viewers write for help: the address the terms name (server/modules/legal/content.ts). */
export const SUPPORT_EMAIL = "support@cineva.vn";

/**
 * A mailto link to support with its subject (and a first line) filled in, each part percent-encoded
 * as RFC 6068 asks (a space is %20, never "+", which mail programs would show as is).
 */
export function supportMailto({ subject, body }: { subject: string; body?: string }): string {
  const parts = [`subject=${encodeURIComponent(subject)}`];
  if (body) parts.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${SUPPORT_EMAIL}?${parts.join("&")}`;
}
