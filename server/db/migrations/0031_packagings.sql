CREATE TYPE "public"."packaging_state" AS ENUM('queued', 'running', 'ready', 'failed');--> statement-breakpoint
CREATE TABLE "packagings" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_kind" "title_kind" NOT NULL,
	"title_id" integer NOT NULL,
	"episode_id" integer,
	"video" text NOT NULL,
	"audio" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subtitles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" "packaging_state" DEFAULT 'queued' NOT NULL,
	"progress" real,
	"folder" text,
	"master" text,
	"storyboard" text,
	"subtitle_paths" jsonb,
	"rungs" jsonb,
	"failure" text,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "packagings" ADD CONSTRAINT "packagings_video_uploads_id_fk" FOREIGN KEY ("video") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packagings" ADD CONSTRAINT "packagings_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "packagings_title" ON "packagings" USING btree ("title_kind","title_id","created_at");