/** @jest-environment node */
import { MovieDetailSchema } from "@/lib/contract/catalogue";
import { StudioTitleSchema, type StudioTitle } from "@/lib/contract/studio-catalogue";
import { api, bodyOf, ctx, seedFilm, seedSeries, setUpStudioContext, signedInStaff } from "./test-kit";

setUpStudioContext();

let filmId: number;
let seriesId: number;
let editor: string;

beforeAll(async () => {
  filmId = await seedFilm({ titleEn: "Harbour Lights", titleVi: "Đèn cảng", year: 2024 });
  seriesId = await seedSeries({ titleEn: "River Days", titleVi: "Ngày sông", year: 2024 });
  editor = (await signedInStaff("editor")).token;
});

const opened = async (kind = "movie", id = filmId) =>
  StudioTitleSchema.parse(await (await api.get(`/api/studio/titles/${kind}/${id}`, editor)).json());
const bodyFrom = (title: StudioTitle, changes: Record<string, unknown>) => {
  const { kind: _kind, id: _id, state: _state, paths: _paths, duration_min, ...fields } = title;
  // A series has no running time of its own: its body leaves the field out.
  return { ...fields, ...(duration_min === null ? {} : { duration_min }), ...changes };
};
const PLAYBACK = {
  media: "clips/harbour/master.m3u8",
  storyboard: "clips/harbour/storyboard.vtt",
  subtitles: [{ lang: "vi", path: "clips/harbour/subs.vi.vtt" }],
  segments: [
    { kind: "intro", start_sec: 0, end_sec: 42 },
    { kind: "credits", start_sec: 5_200, end_sec: 5_400 },
  ],
};

describe("a film's media in the studio", () => {
  it("is saved from the editor and is what the player is given, under /media", async () => {
    const title = await opened();
    expect(title.playback).toEqual({ media: null, storyboard: null, subtitles: [], segments: [] });
    const response = await api.put(
      `/api/studio/titles/movie/${filmId}`,
      bodyFrom(title, { playback: PLAYBACK }),
      editor,
    );
    expect(response.status).toBe(200);
    expect(StudioTitleSchema.parse(await response.json()).playback).toEqual(PLAYBACK);

    const detail = MovieDetailSchema.parse(await (await ctx.get(`/api/movies/${filmId}`)).json());
    expect(detail.media).toMatch(/\/media\/clips\/harbour\/master\.m3u8$/);
    expect(detail.storyboard).toMatch(/\/media\/clips\/harbour\/storyboard\.vtt$/);
    expect(detail.subtitles.map((track) => track.lang)).toEqual(["vi"]);
    expect(detail.segments).toEqual(PLAYBACK.segments);

    // A save without the media fields leaves them as they are.
    const { playback: _kept, ...withoutPlayback } = bodyFrom(await opened(), { year: 2025 });
    expect((await api.put(`/api/studio/titles/movie/${filmId}`, withoutPlayback, editor)).status).toBe(200);
    expect((await opened()).playback).toEqual(PLAYBACK);
  });

  it("names each wrong path and part, and saves none of it", async () => {
    const title = await opened();
    const response = await api.put(
      `/api/studio/titles/movie/${filmId}`,
      bodyFrom(title, {
        playback: {
          media: "../secrets/master.m3u8",
          storyboard: "https://elsewhere.example/board.vtt",
          subtitles: [
            { lang: "en", path: "subs/en.srt" },
            { lang: "en", path: "subs/en2.vtt" },
          ],
          segments: [
            { kind: "intro", start_sec: 30, end_sec: 10 },
            { kind: "recap", start_sec: 0, end_sec: 60 },
            { kind: "credits", start_sec: 50, end_sec: 90 },
          ],
        },
      }),
      editor,
    );
    expect(response.status).toBe(422);
    const errors = (await bodyOf(response)).errors ?? {};
    expect(Object.keys(errors).sort()).toEqual([
      "playback.media",
      "playback.segments.0.end_sec",
      "playback.segments.2.start_sec",
      "playback.storyboard",
      "playback.subtitles.0.path",
      "playback.subtitles.1.lang",
    ]);
    expect(errors["playback.segments.0.end_sec"]).toEqual(["The end comes after the start."]);
    expect(errors["playback.segments.2.start_sec"]).toEqual(["This overlaps another part."]);
    expect(errors["playback.subtitles.0.path"]).toEqual(["Give the path of a WebVTT file (ending in .vtt)."]);
    expect((await opened()).playback).toEqual(PLAYBACK);
  });

  it("is a film's only: a series' save with media fields is refused by name", async () => {
    const series = await opened("series", seriesId);
    expect(series.playback).toBeNull();
    const response = await api.put(
      `/api/studio/titles/series/${seriesId}`,
      bodyFrom(series, { playback: PLAYBACK }),
      editor,
    );
    expect(response.status).toBe(422);
    expect((await bodyOf(response)).errors).toEqual({
      playback: ["A series plays its episodes: give the media of each episode."],
    });
  });
});
