DROP INDEX "title_sections_section";--> statement-breakpoint
ALTER TABLE "genres" ADD COLUMN "movie_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "genres" ADD COLUMN "series_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "title_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "title_sections_order" ON "title_sections" USING btree ("section_id","position","title_kind","title_id");--> statement-breakpoint
-- ── Titles per section and per genre, kept in the transaction that files a title (schema.ts titleCount) ──
CREATE FUNCTION title_sections_keep_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE sections SET title_count = title_count - 1 WHERE id = OLD.section_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE sections SET title_count = title_count + 1 WHERE id = NEW.section_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER title_sections_count AFTER INSERT OR DELETE OR UPDATE OF section_id ON title_sections
  FOR EACH ROW EXECUTE FUNCTION title_sections_keep_count();--> statement-breakpoint
CREATE FUNCTION title_genres_keep_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE genres SET movie_count = movie_count - (OLD.title_kind = 'movie')::int,
                      series_count = series_count - (OLD.title_kind = 'series')::int
    WHERE id = OLD.genre_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE genres SET movie_count = movie_count + (NEW.title_kind = 'movie')::int,
                      series_count = series_count + (NEW.title_kind = 'series')::int
    WHERE id = NEW.genre_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER title_genres_count AFTER INSERT OR DELETE OR UPDATE ON title_genres
  FOR EACH ROW EXECUTE FUNCTION title_genres_keep_count();--> statement-breakpoint
-- Recounts both (the backfill below; after a bulk load with the triggers off).
CREATE FUNCTION rebuild_catalogue_counts() RETURNS void LANGUAGE sql AS $$
  UPDATE sections s SET title_count = (SELECT count(*) FROM title_sections t WHERE t.section_id = s.id);
  UPDATE genres g
    SET movie_count = (SELECT count(*) FROM title_genres t WHERE t.genre_id = g.id AND t.title_kind = 'movie'),
        series_count = (SELECT count(*) FROM title_genres t WHERE t.genre_id = g.id AND t.title_kind = 'series');
$$;--> statement-breakpoint
SELECT rebuild_catalogue_counts();
