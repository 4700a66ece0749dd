/**
 * The characters no text of ours may hold (docs/security.md "Text and sizes"): refused in every
 * free-text field (lib/contract/text.ts) and every address the backend is sent
 * (server/http/safe-url.ts), dropped from a search's keyword (lib/query-address.ts).
 *
 * Control characters (Unicode Cc: C0, DEL and C1) and the bidirectional controls (Bidi_Control:
 * the embeddings and overrides U+202A–U+202E, the isolates U+2066–U+2069, and the marks LRM, RLM
 * and ALM). NUL is refused by PostgreSQL; the others are invisible or move what follows them, so
 * "evil\u202Egnp.exe" shows as "evilexe.png", and "An\u200E" looks like "An" on the leaderboard.
 * The marks go too: the site's languages run left to right, where their only effect is to make two
 * different names look alike.
 */
const UNSAFE = /[\p{Cc}\p{Bidi_Control}]/gu;
/** The same, but tab and line breaks: what a multi-line field (a textarea) may also contain. */
const UNSAFE_IN_LINES = /(?![\t\n\r])[\p{Cc}\p{Bidi_Control}]/gu;

/** Whether a text is free of control and bidirectional-control characters (multi-line text may keep tabs and line breaks). */
export function isSafeText(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  const unsafe = multiline ? UNSAFE_IN_LINES : UNSAFE;
  unsafe.lastIndex = 0;
  return !unsafe.test(value);
}

/** The text with each of those characters replaced by a space. */
export function withUnsafeAsSpace(value: string): string {
  return value.replace(UNSAFE, " ");
}
