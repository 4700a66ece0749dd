-- Trigram indexes for search (server/db/search-text.ts); PGlite loads the extension in server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "movies_popular" ON "movies" USING btree ("view_count","id");--> statement-breakpoint
CREATE INDEX "movies_search_words" ON "movies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "movies_search_prefix" ON "movies" USING btree ("search_text" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tv_series_popular" ON "tv_series" USING btree ("view_count","id");--> statement-breakpoint
CREATE INDEX "tv_series_search_words" ON "tv_series" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tv_series_search_prefix" ON "tv_series" USING btree ("search_text" text_pattern_ops);