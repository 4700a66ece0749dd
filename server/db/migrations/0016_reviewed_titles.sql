ALTER TABLE "blog_posts" ADD COLUMN "movie_id" integer;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_series_id_tv_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."tv_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_reviews_one_title" CHECK (num_nonnulls("blog_posts"."movie_id", "blog_posts"."series_id") <= 1);