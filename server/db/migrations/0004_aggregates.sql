CREATE TYPE "public"."leaderboard_period" AS ENUM('week', 'month', 'all');--> statement-breakpoint
CREATE TABLE "leaderboard_totals" (
	"period" "leaderboard_period" NOT NULL,
	"starts_on" date NOT NULL,
	"user_id" integer NOT NULL,
	"points" integer NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "leaderboard_totals_period_starts_on_user_id_pk" PRIMARY KEY("period","starts_on","user_id")
);
--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "rating_score" double precision GENERATED ALWAYS AS ((rating_sum::float8 + 17.5) / (rating_count + 5)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tv_series" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tv_series" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tv_series" ADD COLUMN "rating_score" double precision GENERATED ALWAYS AS ((rating_sum::float8 + 17.5) / (rating_count + 5)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_totals" ADD CONSTRAINT "leaderboard_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaderboard_totals_rank" ON "leaderboard_totals" USING btree ("period","starts_on","points" DESC NULLS FIRST,"reached_at","user_id");--> statement-breakpoint
CREATE INDEX "movies_rated" ON "movies" USING btree ("rating_score","rating_count","view_count","id");--> statement-breakpoint
CREATE INDEX "tv_series_rated" ON "tv_series" USING btree ("rating_score","rating_count","view_count","id");--> statement-breakpoint
CREATE INDEX "users_not_active" ON "users" USING btree ("id") WHERE "users"."status" <> 'active';--> statement-breakpoint
-- ── Rating totals on the title rows (schema.ts ratingSum), kept in the transaction that writes a rating ──
CREATE FUNCTION ratings_keep_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF OLD.title_kind = 'movie' THEN
      UPDATE movies SET rating_sum = rating_sum - OLD.score, rating_count = rating_count - 1 WHERE id = OLD.title_id;
    ELSE
      UPDATE tv_series SET rating_sum = rating_sum - OLD.score, rating_count = rating_count - 1 WHERE id = OLD.title_id;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NEW.title_kind = 'movie' THEN
      UPDATE movies SET rating_sum = rating_sum + NEW.score, rating_count = rating_count + 1 WHERE id = NEW.title_id;
    ELSE
      UPDATE tv_series SET rating_sum = rating_sum + NEW.score, rating_count = rating_count + 1 WHERE id = NEW.title_id;
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER ratings_totals AFTER INSERT OR UPDATE OR DELETE ON ratings
  FOR EACH ROW EXECUTE FUNCTION ratings_keep_totals();--> statement-breakpoint
-- Recomputes every title's totals from the ratings (the backfill below; after a bulk load with the trigger off).
CREATE FUNCTION rebuild_rating_totals() RETURNS void LANGUAGE sql AS $$
  UPDATE movies m SET rating_sum = r.s, rating_count = r.n
  FROM (SELECT t.id, coalesce(sum(x.score), 0)::int AS s, count(x.score)::int AS n
        FROM movies t LEFT JOIN ratings x ON x.title_kind = 'movie' AND x.title_id = t.id GROUP BY t.id) r
  WHERE m.id = r.id AND (m.rating_sum, m.rating_count) IS DISTINCT FROM (r.s, r.n);
  UPDATE tv_series m SET rating_sum = r.s, rating_count = r.n
  FROM (SELECT t.id, coalesce(sum(x.score), 0)::int AS s, count(x.score)::int AS n
        FROM tv_series t LEFT JOIN ratings x ON x.title_kind = 'series' AND x.title_id = t.id GROUP BY t.id) r
  WHERE m.id = r.id AND (m.rating_sum, m.rating_count) IS DISTINCT FROM (r.s, r.n);
$$;--> statement-breakpoint
-- ── Leaderboard totals (schema.ts leaderboardTotals), kept in the transaction that adds a point transaction ──
-- The first day of the period an instant falls in, in Asia/Ho_Chi_Minh (UTC+7, no daylight saving time);
-- weeks start on Monday; all time is one period starting 1970-01-01.
CREATE FUNCTION leaderboard_period_start(period leaderboard_period, at timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE period
    WHEN 'week' THEN date_trunc('week', (at AT TIME ZONE 'UTC') + interval '7 hours')::date
    WHEN 'month' THEN date_trunc('month', (at AT TIME ZONE 'UTC') + interval '7 hours')::date
    ELSE date '1970-01-01'
  END
$$;--> statement-breakpoint
-- Point transactions are a ledger: rows are added, never changed (a correction is an 'adjust' row).
-- Only earnings count on the board; spending does not lower a place.
CREATE FUNCTION leaderboard_add_points() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO leaderboard_totals (period, starts_on, user_id, points, reached_at)
  SELECT p, leaderboard_period_start(p, NEW.created_at), NEW.user_id, NEW.delta, NEW.created_at
  FROM unnest(enum_range(NULL::leaderboard_period)) AS p
  ON CONFLICT (period, starts_on, user_id) DO UPDATE
    SET points = leaderboard_totals.points + excluded.points,
        reached_at = greatest(leaderboard_totals.reached_at, excluded.reached_at);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER leaderboard_on_points AFTER INSERT ON point_transactions
  FOR EACH ROW WHEN (NEW.delta > 0) EXECUTE FUNCTION leaderboard_add_points();--> statement-breakpoint
-- Recomputes the totals from the point transactions (the backfill below; after a bulk load or a hand edit).
CREATE FUNCTION rebuild_leaderboard() RETURNS void LANGUAGE sql AS $$
  DELETE FROM leaderboard_totals;
  INSERT INTO leaderboard_totals (period, starts_on, user_id, points, reached_at)
  SELECT p, leaderboard_period_start(p, t.created_at), t.user_id, sum(t.delta)::int, max(t.created_at)
  FROM point_transactions t CROSS JOIN unnest(enum_range(NULL::leaderboard_period)) AS p
  WHERE t.delta > 0
  GROUP BY 1, 2, 3;
$$;--> statement-breakpoint
SELECT rebuild_rating_totals();--> statement-breakpoint
SELECT rebuild_leaderboard();
