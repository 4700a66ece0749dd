/**
 * Which sound a title plays (issue #37): its audio tracks are the renditions of its master playlist,
 * in order, the first the title's own ("Original"), then each dub or voice-over with its language and a
 * name in both languages. The viewer's choice is remembered for every title (lib/player/preferences)
 * as the original or a language; a Vietnamese viewer of a foreign title who has not chosen hears
 * its Vietnamese track when it has one, as Vietnamese platforms default to thuyết minh.
 */

/** One track as the title names it: ISO 639-1 language (null: not said), names in English and Vietnamese. */
export type AudioTrackName = { language: string | null; name_en: string; name_vi: string };

/** The tracks as stored, each whole or left out: data from anywhere goes through this. */
export function cleanAudio(raw: unknown): AudioTrackName[] {
  if (!Array.isArray(raw)) return [];
  const text = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";
  return raw.flatMap((item: Partial<Record<keyof AudioTrackName, unknown>> | null) =>
    item && text(item.name_en) && text(item.name_vi) && (item.language === null || text(item.language))
      ? [{ language: item.language, name_en: item.name_en, name_vi: item.name_vi }]
      : [],
  );
}

/** What is remembered: the original sound, or a language. */
export type AudioChoice = "original" | (string & {});

/** A remembered choice as stored: "original" or a two-letter language; anything else is none. */
export function parseAudioChoice(raw: string | null | undefined): AudioChoice | null {
  return raw === "original" || (typeof raw === "string" && /^[a-z]{2}$/.test(raw)) ? raw : null;
}

/**
 * The track a title starts with (an index into `tracks`): the remembered language's first track; the
 * original when remembered, or when the remembered language has no track; else, for a title heard in
 * another language than the interface's, the interface language's first track; else the original.
 */
export function startingAudio({
  remembered,
  tracks,
  interfaceLanguage,
  originalLanguage,
}: {
  remembered: AudioChoice | null;
  tracks: readonly Pick<AudioTrackName, "language">[];
  interfaceLanguage: string;
  originalLanguage: string;
}): number {
  const inLanguage = (language: string) =>
    tracks.findIndex((track, i) => i > 0 && track.language === language);
  if (remembered === "original") return 0;
  if (remembered !== null) return Math.max(0, inLanguage(remembered));
  if (originalLanguage === interfaceLanguage) return 0;
  return Math.max(0, inLanguage(interfaceLanguage));
}

/** What choosing track `index` remembers: the original for the first (or one with no language), else its language. */
export function audioChoiceOf(
  index: number,
  tracks: readonly Pick<AudioTrackName, "language">[],
): AudioChoice {
  return index <= 0 ? "original" : (tracks[index]?.language ?? "original");
}

/** The language a track is heard in: a dub's own, or the title's for the original. */
export function heardLanguage(
  index: number,
  tracks: readonly Pick<AudioTrackName, "language">[],
  originalLanguage: string,
): string {
  return index > 0 ? (tracks[index]?.language ?? originalLanguage) : originalLanguage;
}
