CREATE TYPE "public"."purchase_kind" AS ENUM('premium');--> statement-breakpoint
CREATE TYPE "public"."tier" AS ENUM('free', 'premium');--> statement-breakpoint
ALTER TYPE "public"."ledger_reason" ADD VALUE 'purchase';--> statement-breakpoint
CREATE TABLE "plan_prices" (
	"plan_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"set_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_prices_plan_id_effective_from_pk" PRIMARY KEY("plan_id","effective_from"),
	CONSTRAINT "plan_prices_price_positive" CHECK ("plan_prices"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"days" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_days_positive" CHECK ("plans"."days" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"kind" "purchase_kind" NOT NULL,
	"plan_id" integer,
	"amount" bigint NOT NULL,
	"days" integer,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"renewal" boolean DEFAULT false NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_amount_not_negative" CHECK ("purchases"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"premium_until" timestamp with time zone NOT NULL,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"plan_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tier_benefits" (
	"tier" "tier" NOT NULL,
	"max_height" integer NOT NULL,
	"screens" integer NOT NULL,
	"early_access" boolean NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"set_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tier_benefits_tier_effective_from_pk" PRIMARY KEY("tier","effective_from"),
	CONSTRAINT "tier_benefits_sane" CHECK ("tier_benefits"."max_height" > 0 and "tier_benefits"."screens" > 0)
);
--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD COLUMN "purchase_id" integer;--> statement-breakpoint
ALTER TABLE "plan_prices" ADD CONSTRAINT "plan_prices_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plans_days" ON "plans" USING btree ("days");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_once" ON "purchases" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "purchases_user" ON "purchases" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD CONSTRAINT "balance_ledger_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_ledger_purchase_once" ON "balance_ledger" USING btree ("purchase_id");--> statement-breakpoint
-- The plans and benefits the site starts with (issue #38); the studio sets later ones with their own dates.
INSERT INTO "plans" ("days") VALUES (7), (30), (90);--> statement-breakpoint
INSERT INTO "plan_prices" ("plan_id", "price", "effective_from", "set_by")
  SELECT "id", CASE "days" WHEN 7 THEN 29000 WHEN 30 THEN 89000 ELSE 239000 END, '2026-01-01T00:00:00+07:00', 'Cineva' FROM "plans";--> statement-breakpoint
INSERT INTO "tier_benefits" ("tier", "max_height", "screens", "early_access", "effective_from", "set_by") VALUES
  ('free', 720, 1, false, '2026-01-01T00:00:00+07:00', 'Cineva'),
  ('premium', 1080, 2, true, '2026-01-01T00:00:00+07:00', 'Cineva');
