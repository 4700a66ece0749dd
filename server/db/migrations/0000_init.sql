CREATE TYPE "public"."application_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."ledger_reason" AS ENUM('topup', 'commission', 'adjust');--> statement-breakpoint
CREATE TYPE "public"."otp_purpose" AS ENUM('register', 'reset_password');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'succeeded', 'failed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."point_reason" AS ENUM('checkin', 'watch', 'invite', 'redeem', 'adjust');--> statement-breakpoint
CREATE TYPE "public"."social_provider" AS ENUM('google', 'apple');--> statement-breakpoint
CREATE TYPE "public"."title_kind" AS ENUM('movie', 'series');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('viewer', 'distributor');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('active', 'inactive', 'blocked');--> statement-breakpoint
CREATE TABLE "access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "balance_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"delta" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reason" "ledger_reason" NOT NULL,
	"payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_kind" "title_kind" NOT NULL,
	"title_id" integer NOT NULL,
	"headline_en" text NOT NULL,
	"headline_vi" text NOT NULL,
	"image" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_vi" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_vi" text NOT NULL,
	"excerpt_en" text NOT NULL,
	"excerpt_vi" text NOT NULL,
	"body_en" text NOT NULL,
	"body_vi" text NOT NULL,
	"cover" text,
	"featured" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_checkins" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"streak" integer NOT NULL,
	CONSTRAINT "daily_checkins_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "distributor_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"message" text NOT NULL,
	"status" "application_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distributor_commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"distributor_id" integer NOT NULL,
	"referred_user_id" integer,
	"payment_id" integer NOT NULL,
	"topup_amount" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "episodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"episode_no" smallint NOT NULL,
	"title_en" text NOT NULL,
	"title_vi" text NOT NULL,
	"image" text,
	"duration_sec" integer NOT NULL,
	"media" text,
	"subtitles" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"title_kind" "title_kind" NOT NULL,
	"title_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_title_kind_title_id_pk" PRIMARY KEY("user_id","title_kind","title_id")
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_vi" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_vi" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_vi" text DEFAULT '' NOT NULL,
	"year" smallint NOT NULL,
	"country" text NOT NULL,
	"poster" text,
	"thumbnail" text,
	"search_text" text DEFAULT '' NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"duration_min" smallint NOT NULL,
	"media" text,
	"subtitles" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"purpose" "otp_purpose" NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_ref" text,
	"payload" jsonb NOT NULL,
	"rsp_code" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"order_ref" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"provider_txn" text,
	"response_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" "point_reason" NOT NULL,
	"ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"user_id" integer NOT NULL,
	"title_kind" "title_kind" NOT NULL,
	"title_id" integer NOT NULL,
	"score" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_user_id_title_kind_title_id_pk" PRIMARY KEY("user_id","title_kind","title_id"),
	CONSTRAINT "ratings_score_range" CHECK ("ratings"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"referred_id" integer NOT NULL,
	"points_awarded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_vi" text NOT NULL,
	"description_en" text NOT NULL,
	"description_vi" text NOT NULL,
	"cost_points" integer NOT NULL,
	"stock" integer,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"series_id" integer NOT NULL,
	"season_no" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_vi" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" "social_provider" NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "title_genres" (
	"title_kind" "title_kind" NOT NULL,
	"title_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	CONSTRAINT "title_genres_title_kind_title_id_genre_id_pk" PRIMARY KEY("title_kind","title_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "title_sections" (
	"title_kind" "title_kind" NOT NULL,
	"title_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "title_sections_title_kind_title_id_section_id_pk" PRIMARY KEY("title_kind","title_id","section_id")
);
--> statement-breakpoint
CREATE TABLE "tv_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_vi" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_vi" text DEFAULT '' NOT NULL,
	"year" smallint NOT NULL,
	"country" text NOT NULL,
	"poster" text,
	"thumbnail" text,
	"search_text" text DEFAULT '' NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"password_hash" text,
	"phone_verified_at" timestamp with time zone,
	"name" text,
	"first_name" text,
	"last_name" text,
	"email" text,
	"avatar" text,
	"status" "user_status" DEFAULT 'active' NOT NULL,
	"role" "user_role" DEFAULT 'viewer' NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"referral_code" text NOT NULL,
	"referred_by" integer,
	"commission_rate_bp" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_balance_non_negative" CHECK ("users"."balance" >= 0),
	CONSTRAINT "users_points_non_negative" CHECK ("users"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "watch_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title_kind" "title_kind" NOT NULL,
	"title_id" integer NOT NULL,
	"episode_id" integer DEFAULT 0 NOT NULL,
	"position_sec" integer NOT NULL,
	"duration_sec" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD CONSTRAINT "balance_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD CONSTRAINT "balance_ledger_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_checkins" ADD CONSTRAINT "daily_checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_applications" ADD CONSTRAINT "distributor_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_commissions" ADD CONSTRAINT "distributor_commissions_distributor_id_users_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_commissions" ADD CONSTRAINT "distributor_commissions_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_commissions" ADD CONSTRAINT "distributor_commissions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_id_users_id_fk" FOREIGN KEY ("referred_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_series_id_tv_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."tv_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_genres" ADD CONSTRAINT "title_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_sections" ADD CONSTRAINT "title_sections_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referred_by_users_id_fk" FOREIGN KEY ("referred_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_history" ADD CONSTRAINT "watch_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_tokens_hash" ON "access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "access_tokens_user" ON "access_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "balance_ledger_user" ON "balance_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_ledger_payment_once" ON "balance_ledger" USING btree ("payment_id","reason");--> statement-breakpoint
CREATE INDEX "blog_posts_category" ON "blog_posts" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "blog_posts_published" ON "blog_posts" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "distributor_commissions_payment" ON "distributor_commissions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "distributor_commissions_distributor" ON "distributor_commissions" USING btree ("distributor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "episodes_season_no" ON "episodes" USING btree ("season_id","episode_no");--> statement-breakpoint
CREATE INDEX "movies_published" ON "movies" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "movies_year" ON "movies" USING btree ("year");--> statement-breakpoint
CREATE INDEX "otp_codes_phone" ON "otp_codes" USING btree ("phone_number","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_ref" ON "payments" USING btree ("order_ref");--> statement-breakpoint
CREATE INDEX "payments_user" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "point_transactions_user" ON "point_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "point_transactions_created" ON "point_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "point_transactions_once" ON "point_transactions" USING btree ("user_id","reason","ref");--> statement-breakpoint
CREATE INDEX "ratings_title" ON "ratings" USING btree ("title_kind","title_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referred" ON "referrals" USING btree ("referred_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer" ON "referrals" USING btree ("referrer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_series_no" ON "seasons" USING btree ("series_id","season_no");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone" ON "sms_outbox" USING btree ("phone_number","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_identities_provider_email" ON "social_identities" USING btree ("provider",lower("email"));--> statement-breakpoint
CREATE INDEX "title_genres_genre" ON "title_genres" USING btree ("genre_id");--> statement-breakpoint
CREATE INDEX "title_sections_section" ON "title_sections" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "tv_series_published" ON "tv_series" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_unique" ON "users" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_unique" ON "users" USING btree ("referral_code");--> statement-breakpoint
CREATE UNIQUE INDEX "watch_history_entry" ON "watch_history" USING btree ("user_id","title_kind","title_id","episode_id");--> statement-breakpoint
CREATE INDEX "watch_history_recent" ON "watch_history" USING btree ("user_id","updated_at");