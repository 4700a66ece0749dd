/**
 * Which sound a title plays (issue #37): its audio tracks are the renditions of its master playlist,
 * in order, the first the title's own ("Original") unless its master had no sound, then each dub or
 * voice-over with its language and a name in both languages. The viewer's choice is remembered for every title (lib/player/preferences)
 * as the original or a language; a Vietnamese viewer of a foreign title who has not chosen hears
 * its Vietnamese track when it has one, as Vietnamese platforms default to thuyết minh.
 */

/**
 * One track as the title names it: ISO 639-1 language (null: not said), names in English and
 * Vietnamese, and whether it is the title's own sound (not said: the first track is).
 */
export type AudioTrackName = {
  language: string | null;
  name_en: string;
  name_vi: string;
  original?: boolean;
};

/** The tracks as stored, each whole or left out: data from anywhere goes through this. */
export function cleanAudio(raw: unknown): AudioTrackName[] {
  if (!Array.isArray(raw)) return [];
  const text = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";
  return raw.flatMap((item: Partial<Record<keyof AudioTrackName, unknown>> | null) =>
    item && text(item.name_en) && text(item.name_vi) && (item.language === null || text(item.language))
      ? [
          {
            language: item.language,
            name_en: item.name_en,
            name_vi: item.name_vi,
            ...(typeof item.original === "boolean" ? { original: item.original } : {}),
          },
        ]
      : [],
  );
}

type Track = Pick<AudioTrackName, "language" | "original">;

/**
 * Whether track `index` is the title's own sound: as the track says, else the first. A master with
 * no sound of its own has none: its first track is a dub like any other.
 */
export function isOriginal(tracks: readonly Track[], index: number): boolean {
  return tracks[index]?.original ?? index === 0;
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
  tracks: readonly Track[];
  interfaceLanguage: string;
  originalLanguage: string;
}): number {
  const own = Math.max(
    0,
    tracks.findIndex((_, i) => isOriginal(tracks, i)),
  );
  const inLanguage = (language: string) => {
    const found = tracks.findIndex((track, i) => !isOriginal(tracks, i) && track.language === language);
    return found < 0 ? own : found;
  };
  if (remembered === "original") return own;
  if (remembered !== null) return inLanguage(remembered);
  if (originalLanguage === interfaceLanguage) return own;
  return inLanguage(interfaceLanguage);
}

/** What choosing track `index` remembers: the original for the title's own sound (or a track with no language), else its language. */
export function audioChoiceOf(index: number, tracks: readonly Track[]): AudioChoice {
  return isOriginal(tracks, index) ? "original" : (tracks[index]?.language ?? "original");
}

/** The language a track is heard in: a dub's own, or the title's for the original. */
export function heardLanguage(index: number, tracks: readonly Track[], originalLanguage: string): string {
  return isOriginal(tracks, index) ? originalLanguage : (tracks[index]?.language ?? originalLanguage);
}

/**
 * The playlist's tracks with what the title says of each (whether it is its own sound), when the
 * title names every one; else as the playlist has them.
 */
export function withTitleNames<T extends Pick<AudioTrackName, "language">>(
  tracks: readonly T[],
  names: readonly AudioTrackName[],
): (T & Pick<AudioTrackName, "original">)[] {
  if (names.length !== tracks.length) return [...tracks];
  return tracks.map((track, i) => ({ ...track, original: names[i]!.original }));
}
