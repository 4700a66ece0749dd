/**
 * What the demo's editor "uploads" for its pipeline titles (issue #37), made by ffmpeg: the three
 * episodes of a season that share an intro and credits (generated-season.ts), and a film with a
 * Vietnamese dub and subtitles in English (UTF-8) and Vietnamese (Windows-1258, as such files often
 * come). Each source is named by its file name, which is how a later try knows it is already there.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { UploadRole } from "@/lib/contract/studio-uploads";
import { makeDub, makePlainFilm, makeSeason } from "./generated-season";
import { encodeWindows1258 } from "./windows-1258";

/** The titles the demo packages, by their English names (content/films.json, content/series.json). */
export const PIPELINE_TITLES = { film: "Signal from Europa", series: "The Moorland Inquiries" } as const;
/** Season 1's first three episodes. */
export const PIPELINE_EPISODES = [1, 2, 3] as const;
/** 480p: two rungs (480p and 360p) for the player's quality menu, about a minute of packaging in all. */
export const DEMO_MEDIA_SIZE = "854x480";
export const PIPELINE_FILM_SEC = 40;

export type DemoSource = {
  filename: string;
  role: UploadRole;
  /** The series' episode (1–3) it is the video of; none for the film's files. */
  episode?: number;
  /** A subtitle's language. */
  lang?: "en" | "vi";
};

export const DEMO_SOURCES: readonly DemoSource[] = [
  ...PIPELINE_EPISODES.map((episode) => ({
    filename: `moorland-s01e0${episode}.mp4`,
    role: "video" as const,
    episode,
  })),
  { filename: "signal-from-europa.mp4", role: "video" },
  { filename: "signal-from-europa.thuyet-minh.m4a", role: "audio" },
  { filename: "signal-from-europa.en.srt", role: "subtitle", lang: "en" },
  { filename: "signal-from-europa.vi.srt", role: "subtitle", lang: "vi" },
];

const CUES = {
  en: ["Signal acquired. It is coming from under the ice.", "Then someone down there is listening."],
  vi: ["Đã bắt được tín hiệu. Nó đến từ dưới lớp băng.", "Vậy là có ai đó ở dưới ấy đang lắng nghe."],
};

const at = (sec: number) => `00:00:${String(sec).padStart(2, "0")},000`;

/** An SRT of the film's lines, one every ten seconds. */
export function filmSrt(lang: "en" | "vi"): string {
  return CUES[lang]
    .map((line, i) => `${i + 1}\n${at(5 + i * 10)} --> ${at(9 + i * 10)}\n${line}\n`)
    .join("\n");
}

/**
 * Makes every source in `dir`, `size` its pictures' ("WxH"); their paths by file name. The season's
 * three are made together (one ffmpeg each, at once), the rest after.
 */
export async function makeDemoSources(dir: string, size = DEMO_MEDIA_SIZE): Promise<Map<string, string>> {
  const made = new Map<string, string>();
  const season = await makeSeason(dir, size);
  for (const source of DEMO_SOURCES) {
    const file = path.join(dir, source.filename);
    if (source.episode) made.set(source.filename, season[source.episode - 1]!);
    else if (source.role === "video")
      made.set(source.filename, await makePlainFilm(file, PIPELINE_FILM_SEC, size));
    else if (source.role === "audio") made.set(source.filename, await makeDub(file, PIPELINE_FILM_SEC));
    else {
      const lang = source.lang!;
      await writeFile(file, lang === "vi" ? encodeWindows1258(filmSrt("vi")) : filmSrt("en"));
      made.set(source.filename, file);
    }
  }
  return made;
}
