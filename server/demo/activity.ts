import { episodesOfSeries } from "../modules/catalogue";
import { inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { favorites, movies, ratings, watchHistory } from "../db/schema";
import type { SeededCatalogue } from "./catalogue";
import { FILMS } from "./content/films";
import { SERIES } from "./content/series";
import type { Rng } from "./random";
import type { SeededPeople } from "./users";

type Kind = "movie" | "series";
type TitleRef = { kind: Kind; id: number };

const MINUTE = 60_000;

/** The demo viewer's own story: what they are half-way through, finished, love and rated. */
export const DEMO_VIEWER_ACTIVITY = {
  halfWatched: [
    { title: "The Quiet Orbit", share: 0.46 },
    { title: "Seoul Static", share: 0.62 },
  ],
  finished: ["Grandmother's Pho Recipe"],
  seriesInProgress: { title: "House of Silk Lanterns", finishedEpisodes: 3, share: 0.4 },
  favorites: [
    { kind: "movie", title: "The Quiet Orbit" },
    { kind: "movie", title: "Lanterns for the Moon Festival" },
    { kind: "series", title: "House of Silk Lanterns" },
    { kind: "series", title: "Moonlit Palace" },
  ],
  ratings: [
    { kind: "movie", title: "Grandmother's Pho Recipe", score: 5 },
    { kind: "movie", title: "Tea at Four, Murder at Five", score: 4 },
    { kind: "movie", title: "Hollow Pines", score: 2 },
    { kind: "series", title: "Moonlit Palace", score: 5 },
  ],
} as const;

const clampScore = (n: number) => Math.min(5, Math.max(1, Math.round(n)));

/**
 * Ratings, favorites and watch history: a crowd with tastes (each title has a hidden "quality" its
 * ratings gather around), and the demo viewer with a couple of half-watched films and a series in
 * progress. Deterministic through the rng.
 */
export async function seedActivity(
  db: Database,
  rng: Rng,
  options: { people: SeededPeople; catalogue: SeededCatalogue; now: Date },
) {
  const { people, catalogue, now } = options;
  const { movieIds, seriesIds } = catalogue;
  if (!movieIds.length || !seriesIds.length) return;

  const movieRows = await db
    .select({ id: movies.id, durationMin: movies.durationMin })
    .from(movies)
    .where(inArray(movies.id, movieIds));
  const movieMinutes = new Map(movieRows.map((row) => [row.id, row.durationMin]));

  const episodesOf = await episodesOfSeries(db, seriesIds);

  const titles: TitleRef[] = [
    ...movieIds.map((id) => ({ kind: "movie" as const, id })),
    ...seriesIds.map((id) => ({ kind: "series" as const, id })),
  ];
  const quality = new Map(titles.map((t) => [`${t.kind}:${t.id}`, 2.6 + rng.next() * 2.3]));
  const idOf = (kind: Kind, title: string) => {
    const index = (kind === "movie" ? FILMS : SERIES).findIndex((t) => t.en === title);
    const id = (kind === "movie" ? movieIds : seriesIds)[index];
    if (id === undefined) throw new Error(`Demo activity names an unknown title: ${title}`);
    return id;
  };
  const ago = (maxDays: number) => new Date(now.getTime() - rng.int(10, maxDays * 24 * 60) * MINUTE);

  const ratingRows: (typeof ratings.$inferInsert)[] = [];
  const favoriteRows: (typeof favorites.$inferInsert)[] = [];
  const historyRows: (typeof watchHistory.$inferInsert)[] = [];

  const watchMovie = (userId: number, id: number, share: number, updatedAt: Date) => {
    const durationSec = (movieMinutes.get(id) ?? 100) * 60;
    historyRows.push({
      userId,
      titleKind: "movie",
      titleId: id,
      episodeId: 0,
      positionSec: Math.min(durationSec, Math.round(durationSec * share)),
      durationSec,
      updatedAt,
    });
  };
  /** Episodes before `upTo` watched to the end, then `upTo` itself to `share`. */
  const watchSeries = (userId: number, id: number, upTo: number, share: number, updatedAt: Date) => {
    const list = episodesOf.get(id) ?? [];
    list.slice(0, upTo + 1).forEach((episode, i) => {
      const last = i === Math.min(upTo, list.length - 1);
      historyRows.push({
        userId,
        titleKind: "series",
        titleId: id,
        episodeId: episode.id,
        positionSec: last ? Math.round(episode.duration_sec * share) : episode.duration_sec,
        durationSec: episode.duration_sec,
        updatedAt: new Date(updatedAt.getTime() - (upTo - i) * 55 * MINUTE),
      });
    });
  };

  // ── The crowd ──
  for (const userId of people.crowd) {
    for (const title of rng.sample(titles, rng.int(6, 18))) {
      const score = clampScore(quality.get(`${title.kind}:${title.id}`)! + (rng.next() - 0.5) * 2.2);
      ratingRows.push({ userId, titleKind: title.kind, titleId: title.id, score, updatedAt: ago(120) });
    }
    for (const title of rng.sample(titles, rng.int(1, 6))) {
      favoriteRows.push({ userId, titleKind: title.kind, titleId: title.id, createdAt: ago(150) });
    }
    for (const title of rng.sample(titles, rng.int(2, 8))) {
      const share = rng.chance(0.4) ? 1 : 0.05 + rng.next() * 0.85;
      if (title.kind === "movie") watchMovie(userId, title.id, share, ago(45));
      else {
        const count = episodesOf.get(title.id)?.length ?? 1;
        watchSeries(userId, title.id, rng.int(0, Math.min(count - 1, 7)), share, ago(45));
      }
    }
  }

  // ── The demo viewer ──
  const viewer = people.viewer;
  const demo = DEMO_VIEWER_ACTIVITY;
  demo.halfWatched.forEach(({ title, share }, i) => {
    watchMovie(viewer, idOf("movie", title), share, new Date(now.getTime() - (3 + i * 20) * 60 * MINUTE));
  });
  for (const title of demo.finished)
    watchMovie(viewer, idOf("movie", title), 1, new Date(now.getTime() - 4 * 24 * 60 * MINUTE));
  const progress = demo.seriesInProgress;
  watchSeries(
    viewer,
    idOf("series", progress.title),
    progress.finishedEpisodes,
    progress.share,
    new Date(now.getTime() - 90 * MINUTE),
  );
  demo.favorites.forEach(({ kind, title }, i) => {
    favoriteRows.push({
      userId: viewer,
      titleKind: kind,
      titleId: idOf(kind, title),
      createdAt: new Date(now.getTime() - (i + 1) * 26 * 60 * MINUTE),
    });
  });
  for (const { kind, title, score } of demo.ratings) {
    ratingRows.push({
      userId: viewer,
      titleKind: kind,
      titleId: idOf(kind, title),
      score,
      updatedAt: ago(20),
    });
  }

  // ── The distributor watches a little too ──
  watchMovie(people.distributor, idOf("movie", "Saigon Midnight Courier"), 0.3, ago(3));
  ratingRows.push({
    userId: people.distributor,
    titleKind: "movie",
    titleId: idOf("movie", "Saigon Midnight Courier"),
    score: 5,
    updatedAt: ago(3),
  });

  await db.insert(ratings).values(ratingRows).onConflictDoNothing();
  await db.insert(favorites).values(favoriteRows).onConflictDoNothing();
  for (let i = 0; i < historyRows.length; i += 500) {
    await db
      .insert(watchHistory)
      .values(historyRows.slice(i, i + 500))
      .onConflictDoNothing();
  }
}
