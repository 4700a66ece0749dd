/**
 * Which subtitles show (issue #35): a film heard in another language than the viewer's interface
 * starts with subtitles in the interface's language, as streaming sites do for a foreign film, and
 * the subtitle button turns on that language first. The viewer's own choice, once made, is kept for
 * every title (lib/player/preferences), "off" included.
 */

/**
 * The subtitles a player starts with: the viewer's remembered choice (null: never chosen); else, for
 * a title whose audio is not in the interface's language, the interface language's subtitles when the
 * title has them; else none.
 */
export function startingSubtitles<T extends string>({
  remembered,
  available,
  interfaceLanguage,
  audioLanguage,
}: {
  remembered: T | "off" | null;
  available: readonly T[];
  interfaceLanguage: T;
  /** ISO 639-1, as titles record it ("vi", "en", "ko"…). */
  audioLanguage: string;
}): T | "off" {
  if (remembered !== null) return remembered;
  const foreign = audioLanguage !== interfaceLanguage;
  return foreign && available.includes(interfaceLanguage) ? interfaceLanguage : "off";
}

/**
 * The subtitle button and `c`: off → the interface language's subtitles (the title's first ones when it
 * has none in that language) → its other languages in the title's order → off. Subtitles the title
 * does not have count as off.
 */
export function nextSubtitles<T extends string>(
  current: T | "off",
  available: readonly T[],
  interfaceLanguage: T,
): T | "off" {
  const own = available.filter((lang) => lang === interfaceLanguage);
  const cycle: (T | "off")[] = ["off", ...own, ...available.filter((lang) => lang !== interfaceLanguage)];
  const index = Math.max(0, cycle.indexOf(current));
  return cycle[(index + 1) % cycle.length]!;
}
