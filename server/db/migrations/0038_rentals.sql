CREATE TYPE "public"."title_access" AS ENUM('free', 'premium', 'rent');--> statement-breakpoint
ALTER TYPE "public"."purchase_kind" ADD VALUE 'rental';--> statement-breakpoint
CREATE TABLE "rentals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title_kind" "title_kind" NOT NULL,
	"title_id" integer NOT NULL,
	"purchase_id" integer NOT NULL,
	"start_by" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "access" "title_access" DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "rent_price" bigint;--> statement-breakpoint
ALTER TABLE "tv_series" ADD COLUMN "access" "title_access" DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "tv_series" ADD COLUMN "rent_price" bigint;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "title_kind" "title_kind";--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "title_id" integer;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rentals_purchase" ON "rentals" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "rentals_user_title" ON "rentals" USING btree ("user_id","title_kind","title_id","start_by");--> statement-breakpoint
ALTER TABLE "movies" ADD CONSTRAINT "movies_rent_price" CHECK (("movies"."access" = 'rent') = ("movies"."rent_price" is not null) and coalesce("movies"."rent_price", 1) > 0);--> statement-breakpoint
ALTER TABLE "tv_series" ADD CONSTRAINT "tv_series_rent_price" CHECK (("tv_series"."access" = 'rent') = ("tv_series"."rent_price" is not null) and coalesce("tv_series"."rent_price", 1) > 0);