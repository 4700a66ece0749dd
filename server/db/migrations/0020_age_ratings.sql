CREATE TYPE "public"."age_rating" AS ENUM('P', 'K', 'T13', 'T16', 'T18');--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "age_rating" "age_rating";--> statement-breakpoint
ALTER TABLE "tv_series" ADD COLUMN "age_rating" "age_rating";