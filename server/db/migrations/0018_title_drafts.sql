ALTER TABLE "movies" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tv_series" ALTER COLUMN "published_at" DROP NOT NULL;