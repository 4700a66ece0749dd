CREATE TABLE "daily_title_plays" (
	"day" date NOT NULL,
	"title_kind" "title_kind" NOT NULL,
	"title_id" integer NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"watched_sec" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_title_plays_day_title_kind_title_id_pk" PRIMARY KEY("day","title_kind","title_id"),
	CONSTRAINT "daily_title_plays_counts" CHECK ("daily_title_plays"."plays" >= 0 and "daily_title_plays"."watched_sec" >= 0)
);
--> statement-breakpoint
CREATE TABLE "search_misses" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_misses_day_query_pk" PRIMARY KEY("day","query")
);
