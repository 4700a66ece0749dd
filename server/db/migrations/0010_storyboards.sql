ALTER TABLE "episodes" ADD COLUMN "storyboard" text;--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "storyboard" text;