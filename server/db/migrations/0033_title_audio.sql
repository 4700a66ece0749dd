ALTER TABLE "episodes" ADD COLUMN "audio" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "audio" jsonb DEFAULT '[]'::jsonb NOT NULL;