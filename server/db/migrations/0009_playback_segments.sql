ALTER TABLE "episodes" ADD COLUMN "segments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "segments" jsonb DEFAULT '[]'::jsonb NOT NULL;