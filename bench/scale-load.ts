/**
 * The scale `npm run bench:scale` measures at (issue #15): films, series (2 seasons of 6 episodes),
 * viewers, point transactions and ratings added to a seeded demo with plain SQL, deterministically
 * (every value is a function of its row number), in one statement per table.
 */
import type { Pool } from "pg";

export type Scale = { films: number; series: number; viewers: number; points: number; ratings: number };

export const DEFAULT_SCALE: Scale = {
  films: 100_000,
  series: 20_000,
  viewers: 200_000,
  points: 2_000_000,
  ratings: 1_000_000,
};

/** Title words: enough variety that a word like "moon" matches a realistic share, not all or none. */
const WORDS = [
  "moon",
  "river",
  "silent",
  "shadow",
  "garden",
  "storm",
  "echo",
  "lantern",
  "harbor",
  "crimson",
  "winter",
  "orbit",
  "mirror",
  "forest",
  "ember",
  "tide",
  "kingdom",
  "paper",
  "signal",
  "velvet",
  "desert",
  "glass",
  "thunder",
  "orchid",
  "compass",
  "falcon",
  "midnight",
  "summer",
  "atlas",
  "cobalt",
];
const words = `array[${WORDS.map((w) => `'${w}'`).join(",")}]`;
/** Word n of a title: a stable pseudo-random pick from row number `i` and the word's place `n`. */
const word = (i: string, n: number) =>
  `(${words})[(1 + (${i} * ${7919 + n * 104_729}) % ${WORDS.length})::int]`;
const titleEn = (i: string) => `initcap('the ' || ${word(i, 1)} || ' ' || ${word(i, 2)} || ' ' || ${i})`;
const titleVi = (i: string) => `initcap(${word(i, 3)} || ' ' || ${word(i, 4)} || ' ' || ${i})`;
/** Within the last ten years, spread by row number. */
const publishedAt = (i: string) => `now() - ((${i} * 7919) % 5256000) * interval '1 minute'`;

/** How the rows this adds are told from the demo's: by their description. */
const FILM = "'A film of the scale test.'";
const SERIES = "'A series of the scale test.'";
/** Every film and series this added, as (kind, id). */
const NEW_TITLES = `(
      select 'movie'::title_kind as kind, id from movies where description_en = ${FILM}
      union all
      select 'series'::title_kind, id from tv_series where description_en = ${SERIES}
    ) t`;

// The titles' countries and the language each is heard in, drawn in turn.
const COUNTRIES = "(array['VN','US','KR','JP','GB','FR','TH'])";
const LANGUAGES = "(array['vi','en','ko','ja','en','fr','th'])";

/** The tables whose row-by-row triggers keep totals (migrations 0004–0006). */
const KEPT_TABLES = ["point_transactions", "ratings", "title_genres", "title_sections", "episodes"];

/** Adds `scale` to the database the demo was seeded into; returns the row counts it reached. */
export async function loadScale(pool: Pool, scale: Scale): Promise<Record<string, number>> {
  const run = (sql: string) => pool.query(sql);
  // A bulk load as an operator would do one: the row-by-row triggers that keep totals (leaderboard,
  // ratings, titles per genre and section) are off while the rows go in; the totals are rebuilt after.
  for (const table of KEPT_TABLES) await run(`alter table ${table} disable trigger user`);
  await run(`
    insert into movies (title_en, title_vi, description_en, description_vi, year, country, original_language,
                        duration_min, search_text, view_count, published_at, created_at, updated_at)
    select ${titleEn("i")}, ${titleVi("i")}, ${FILM}, 'Phim thử quy mô.',
           1990 + (i % 35), ${COUNTRIES}[(1 + i % 7)::int], ${LANGUAGES}[(1 + i % 7)::int], 80 + (i % 70),
           lower(${titleEn("i")} || ' ' || ${titleVi("i")}), (i * 7919) % 100000,
           ${publishedAt("i")}, ${publishedAt("i")}, ${publishedAt("i")}
    from generate_series(1::bigint, ${scale.films}) as i`);
  await run(`
    insert into tv_series (title_en, title_vi, description_en, description_vi, year, country, original_language,
                           search_text, view_count, published_at, created_at, updated_at)
    select ${titleEn("i")}, ${titleVi("i")}, ${SERIES}, 'Phim bộ thử quy mô.',
           1990 + (i % 35), ${COUNTRIES}[(1 + i % 7)::int], ${LANGUAGES}[(1 + i % 7)::int],
           lower(${titleEn("i")} || ' ' || ${titleVi("i")}), (i * 104729) % 100000,
           ${publishedAt("i")}, ${publishedAt("i")}, ${publishedAt("i")}
    from generate_series(1::bigint, ${scale.series}) as i`);
  await run(`
    insert into seasons (series_id, season_no)
    select s.id, n from tv_series s cross join generate_series(1, 2) as n
    where s.description_en = ${SERIES}`);
  await run(`
    insert into episodes (season_id, episode_no, title_en, title_vi, duration_sec)
    select se.id, n, 'Episode ' || n, 'Tập ' || n, 2400
    from seasons se join tv_series s on s.id = se.series_id cross join generate_series(1, 6) as n
    where s.description_en = ${SERIES}`);
  // Every new title in one or two genres and one section, as the demo's are.
  await run(`
    insert into title_genres (title_kind, title_id, genre_id)
    select t.kind, t.id, g.id from ${NEW_TITLES} join genres g on g.id in (1 + t.id % (select count(*) from genres), 1 + (t.id * 7) % (select count(*) from genres))
    on conflict do nothing`);
  await run(`
    insert into title_sections (title_kind, title_id, section_id, position)
    select t.kind, t.id, 1 + t.id % (select count(*) from sections), t.id from ${NEW_TITLES}
    on conflict do nothing`);
  await run(`
    insert into users (phone_number, name, referral_code, created_at, updated_at)
    select '8477' || lpad(i::text, 7, '0'), 'Viewer ' || i, 'SCALE' || i,
           now() - ((i * 7919) % 1051200) * interval '1 minute', now()
    from generate_series(1::bigint, ${scale.viewers}) as i`);
  // Points over the last year; each row its own ref, so the one-per-reason index never refuses one.
  await run(`
    insert into point_transactions (user_id, delta, reason, ref, created_at)
    select v.first + i % ${scale.viewers}, 1 + (i * 7919) % 50,
           (array['checkin','watch','invite']::point_reason[])[(1 + i % 3)::int], 'scale-' || i,
           now() - ((i * 104729) % 525600) * interval '1 minute'
    from generate_series(1::bigint, ${scale.points}) as i,
         (select min(id) as first from users where referral_code like 'SCALE%') v`);
  await run(`
    update users u set points = t.total
    from (select user_id, sum(delta) as total from point_transactions where ref like 'scale-%' group by user_id) t
    where u.id = t.user_id`);
  // Ratings: viewer i % V rates film number (i / V) steps apart, so a viewer never rates one twice.
  await run(`
    insert into ratings (user_id, title_kind, title_id, score, updated_at)
    select v.first + i % ${scale.viewers}, 'movie', m.first + ((i / ${scale.viewers}) * 7919 + i) % ${scale.films},
           1 + (i * 104729) % 5, now() - ((i * 7919) % 525600) * interval '1 minute'
    from generate_series(0::bigint, ${scale.ratings - 1}) as i,
         (select min(id) as first from users where referral_code like 'SCALE%') v,
         (select min(id) as first from movies where description_en = ${FILM}) m
    on conflict do nothing`);
  for (const table of KEPT_TABLES) await run(`alter table ${table} enable trigger user`);
  for (const rebuild of [
    "rebuild_leaderboard",
    "rebuild_rating_totals",
    "rebuild_catalogue_counts",
    "rebuild_title_totals",
  ])
    await run(`select ${rebuild}()`);
  // The steady state of a live database: statistics and the visibility map up to date (autovacuum's work).
  await run("vacuum analyze");
  const counts: Record<string, number> = {};
  for (const table of ["movies", "tv_series", "episodes", "users", "point_transactions", "ratings"]) {
    const { rows } = await pool.query<{ n: string }>(`select count(*) as n from ${table}`);
    counts[table] = Number(rows[0]!.n);
  }
  return counts;
}
