CREATE TABLE "playback_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer,
	"holder" text NOT NULL,
	"device" text,
	"title_kind" "title_kind" NOT NULL,
	"title_id" integer NOT NULL,
	"episode_id" integer,
	"media" text NOT NULL,
	"max_lines" smallint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "playback_sessions" ADD CONSTRAINT "playback_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playback_sessions_user_open" ON "playback_sessions" USING btree ("user_id","last_seen_at") WHERE "playback_sessions"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "playback_sessions_holder_open" ON "playback_sessions" USING btree ("holder","last_seen_at") WHERE "playback_sessions"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "playback_sessions_last_seen" ON "playback_sessions" USING btree ("last_seen_at");