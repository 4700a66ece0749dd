CREATE TYPE "public"."upload_refusal" AS ENUM('checksum', 'not_media', 'no_video', 'no_audio', 'no_duration', 'truncated', 'unreadable_subtitles');--> statement-breakpoint
CREATE TYPE "public"."upload_role" AS ENUM('video', 'audio', 'subtitle');--> statement-breakpoint
CREATE TYPE "public"."upload_state" AS ENUM('receiving', 'checking', 'ready', 'refused', 'expired');--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"title_kind" "title_kind" NOT NULL,
	"title_id" integer NOT NULL,
	"role" "upload_role" NOT NULL,
	"filename" text NOT NULL,
	"content_type" text,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" integer,
	"state" "upload_state" DEFAULT 'receiving' NOT NULL,
	"refusal" "upload_refusal",
	"progress" real,
	"facts" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_title" ON "uploads" USING btree ("title_kind","title_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_receiving" ON "uploads" USING btree ("state","created_at");