CREATE TABLE "title_totals" (
	"kind" "title_kind" PRIMARY KEY NOT NULL,
	"titles" integer DEFAULT 0 NOT NULL,
	"playable_episodes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "movies_published";--> statement-breakpoint
DROP INDEX "tv_series_published";--> statement-breakpoint
ALTER TABLE "tv_series" ADD COLUMN "playable_episodes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "movies_changed" ON "movies" USING btree (greatest("updated_at", "published_at"));--> statement-breakpoint
CREATE INDEX "tv_series_changed" ON "tv_series" USING btree (greatest("updated_at", "published_at"));--> statement-breakpoint
CREATE INDEX "movies_published" ON "movies" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "tv_series_published" ON "tv_series" USING btree ("published_at","id");--> statement-breakpoint
-- ── Films and series per kind (schema.ts titleTotals), kept per statement: a bulk insert is one update.
-- The rows exist from the start, so the triggers only ever update them.
INSERT INTO title_totals (kind) VALUES ('movie'), ('series');--> statement-breakpoint
CREATE FUNCTION title_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE title_totals SET titles = titles + (SELECT count(*) FROM added) WHERE kind = TG_ARGV[0]::title_kind;
  ELSE
    UPDATE title_totals SET titles = titles - (SELECT count(*) FROM removed) WHERE kind = TG_ARGV[0]::title_kind;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER movies_added AFTER INSERT ON movies REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION title_totals_keep('movie');--> statement-breakpoint
CREATE TRIGGER movies_removed AFTER DELETE ON movies REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION title_totals_keep('movie');--> statement-breakpoint
CREATE TRIGGER tv_series_added AFTER INSERT ON tv_series REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION title_totals_keep('series');--> statement-breakpoint
CREATE TRIGGER tv_series_removed AFTER DELETE ON tv_series REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION title_totals_keep('series');--> statement-breakpoint
-- Episodes with media per series and in all (the sitemap lists them), kept as episodes change.
CREATE FUNCTION episodes_keep_playable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.media IS NOT NULL THEN
    UPDATE tv_series SET playable_episodes = playable_episodes - 1
    WHERE id = (SELECT series_id FROM seasons WHERE id = OLD.season_id);
    UPDATE title_totals SET playable_episodes = playable_episodes - 1 WHERE kind = 'series';
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.media IS NOT NULL THEN
    UPDATE tv_series SET playable_episodes = playable_episodes + 1
    WHERE id = (SELECT series_id FROM seasons WHERE id = NEW.season_id);
    UPDATE title_totals SET playable_episodes = playable_episodes + 1 WHERE kind = 'series';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER episodes_playable AFTER INSERT OR DELETE OR UPDATE OF media, season_id ON episodes
  FOR EACH ROW EXECUTE FUNCTION episodes_keep_playable();--> statement-breakpoint
-- Recounts all of them (the backfill below; after a bulk load with the triggers off).
CREATE FUNCTION rebuild_title_totals() RETURNS void LANGUAGE sql AS $$
  UPDATE tv_series t SET playable_episodes = coalesce(p.n, 0)
  FROM (SELECT s.id, count(e.id) FILTER (WHERE e.media IS NOT NULL) AS n
        FROM tv_series s LEFT JOIN seasons se ON se.series_id = s.id LEFT JOIN episodes e ON e.season_id = se.id
        GROUP BY s.id) p
  WHERE t.id = p.id AND t.playable_episodes IS DISTINCT FROM coalesce(p.n, 0);
  INSERT INTO title_totals (kind, titles, playable_episodes)
  VALUES ('movie', (SELECT count(*) FROM movies), 0),
         ('series', (SELECT count(*) FROM tv_series), (SELECT coalesce(sum(playable_episodes), 0) FROM tv_series))
  ON CONFLICT (kind) DO UPDATE SET titles = excluded.titles, playable_episodes = excluded.playable_episodes;
$$;--> statement-breakpoint
SELECT rebuild_title_totals();
