/** @jest-environment node */
/**
 * The migrations that add kept totals (0004–0006) on a database that already holds data: brought up
 * to 0002 (the schema before them), filled, then migrated to the latest, every total must be what the
 * rows say (the backfill), and the triggers keep them from there; the same for the titles' original
 * language (0014).
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { referredPhoneHash } from "../modules/programme";
import { MIGRATIONS_FOLDER } from "./migrations-journal";

jest.setTimeout(60_000);

/** A copy of the migration folder that stops after `last` (its journal lists only those). */
function migrationsUpTo(last: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), "cineva-migrations-"));
  mkdirSync(path.join(dir, "meta"));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  for (const { tag } of journal.entries)
    copyFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify(journal));
  return dir;
}

it("backfills every kept total on an existing database, and keeps them after", async () => {
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle({ client });
  const early = migrationsUpTo(2);
  try {
    await migrate(db, { migrationsFolder: early });
    await client.exec(`
      insert into users (id, phone_number, referral_code, phone_verified_at)
        values (1, '84900000001', 'A1', now()), (2, '84900000002', 'A2', now());
      insert into genres (id, name_en, name_vi) values (1, 'Drama', 'Chính kịch'), (2, 'Comedy', 'Hài');
      insert into sections (id, name_en, name_vi) values (1, 'Trending', 'Thịnh hành');
      insert into movies (id, title_en, title_vi, year, country, duration_min, published_at)
        values (1, 'One', 'Một', 2020, 'VN', 90, now() - interval '1 day'),
               (2, 'Two', 'Hai', 2021, 'VN', 95, now() + interval '7 days');
      insert into tv_series (id, title_en, title_vi, year, country) values (1, 'Show', 'Phim bộ', 2022, 'KR');
      insert into seasons (id, series_id, season_no) values (1, 1, 1);
      insert into episodes (season_id, episode_no, title_en, title_vi, duration_sec, media)
        values (1, 1, 'E1', 'T1', 60, 'clips/a/master.m3u8'), (1, 2, 'E2', 'T2', 60, null);
      insert into title_genres values ('movie', 1, 1), ('movie', 2, 1), ('series', 1, 2), ('series', 1, 1);
      insert into title_sections (title_kind, title_id, section_id) values ('movie', 1, 1), ('series', 1, 1);
      insert into ratings (user_id, title_kind, title_id, score) values (1, 'movie', 1, 5), (2, 'movie', 1, 2), (1, 'series', 1, 4);
      insert into point_transactions (user_id, delta, reason, ref, created_at) values
        (1, 30, 'adjust', 'a', '2026-11-16T03:00:00Z'),
        (1, 20, 'adjust', 'b', '2026-11-09T03:00:00Z'),
        (1, -10, 'redeem', 'c', '2026-11-16T04:00:00Z'),
        (2, 25, 'adjust', 'd', '2026-10-20T03:00:00Z');
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const rows = async (query: string) => (await client.query<Record<string, unknown>>(query)).rows;
    expect(await rows("select id, rating_sum, rating_count from movies order by id")).toEqual([
      { id: 1, rating_sum: 7, rating_count: 2 },
      { id: 2, rating_sum: 0, rating_count: 0 },
    ]);
    expect(await rows("select rating_sum, rating_count, playable_episodes from tv_series")).toEqual([
      { rating_sum: 4, rating_count: 1, playable_episodes: 1 },
    ]);
    expect(await rows("select id, movie_count, series_count from genres order by id")).toEqual([
      { id: 1, movie_count: 2, series_count: 1 },
      { id: 2, movie_count: 0, series_count: 1 },
    ]);
    expect(await rows("select title_count from sections")).toEqual([{ title_count: 2 }]);
    // Titles filed before 0014 are heard in their country's language.
    expect(await rows("select original_language from movies order by id")).toEqual([
      { original_language: "vi" },
      { original_language: "vi" },
    ]);
    expect(await rows("select original_language from tv_series")).toEqual([{ original_language: "ko" }]);
    expect(
      await rows("select kind::text, titles, playable_episodes from title_totals order by kind"),
    ).toEqual([
      { kind: "movie", titles: 2, playable_episodes: 0 },
      { kind: "series", titles: 1, playable_episodes: 1 },
    ]);
    // Earnings only, per Vietnamese week (from Monday) and month, and all time.
    expect(
      await rows(
        "select period::text, starts_on::text, user_id, points from leaderboard_totals order by 3, 1, 2",
      ),
    ).toEqual([
      { period: "all", starts_on: "1970-01-01", user_id: 1, points: 50 },
      { period: "month", starts_on: "2026-11-01", user_id: 1, points: 50 },
      { period: "week", starts_on: "2026-11-09", user_id: 1, points: 20 },
      { period: "week", starts_on: "2026-11-16", user_id: 1, points: 30 },
      { period: "all", starts_on: "1970-01-01", user_id: 2, points: 25 },
      { period: "month", starts_on: "2026-10-01", user_id: 2, points: 25 },
      { period: "week", starts_on: "2026-10-19", user_id: 2, points: 25 },
    ]);

    // From here the triggers keep them.
    await client.exec(`
      update ratings set score = 3 where user_id = 2 and title_kind = 'movie';
      delete from title_genres where title_kind = 'series' and genre_id = 1;
      update episodes set media = 'clips/b/master.m3u8' where episode_no = 2;
      insert into point_transactions (user_id, delta, reason, ref, created_at) values (2, 5, 'adjust', 'e', '2026-11-17T03:00:00Z');
    `);
    expect(await rows("select rating_sum from movies where id = 1")).toEqual([{ rating_sum: 8 }]);
    expect(await rows("select series_count from genres where id = 1")).toEqual([{ series_count: 0 }]);
    expect(await rows("select playable_episodes from title_totals where kind = 'series'")).toEqual([
      { playable_episodes: 2 },
    ]);
    expect(await rows("select points from leaderboard_totals where user_id = 2 and period = 'all'")).toEqual([
      { points: 30 },
    ]);
  } finally {
    await client.close();
    rmSync(early, { recursive: true, force: true });
  }
});

it("drops the accounts that never verified (0012) and keeps referrals per phone number (0013)", async () => {
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle({ client });
  const early = migrationsUpTo(11);
  try {
    await migrate(db, { migrationsFolder: early });
    await client.exec(`
      insert into users (id, phone_number, referral_code, phone_verified_at) values
        (1, '84900000001', 'A1', now()), (2, '84900000002', 'A2', null), (3, '84900000003', 'A3', now());
      insert into referrals (referrer_id, referred_id, points_awarded) values (1, 3, 100);
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const rows = async (query: string) => (await client.query<Record<string, unknown>>(query)).rows;
    expect(await rows("select id from users order by id")).toEqual([{ id: 1 }, { id: 3 }]);
    expect(await rows("select referred_phone_hash from referrals")).toEqual([
      { referred_phone_hash: referredPhoneHash("84900000003") },
    ]);
    await client.exec("delete from users where id in (1, 3)");
    expect(await rows("select referrer_id, referred_id, points_awarded from referrals")).toEqual([
      { referrer_id: null, referred_id: null, points_awarded: 100 },
    ]);
    await expect(
      client.query("insert into referrals (referred_phone_hash) select referred_phone_hash from referrals"),
    ).rejects.toThrow(/referrals_referred_phone/);
  } finally {
    await client.close();
    rmSync(early, { recursive: true, force: true });
  }
});
