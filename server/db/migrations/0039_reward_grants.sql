CREATE TYPE "public"."reward_grant" AS ENUM('premium', 'balance', 'early_access');--> statement-breakpoint
ALTER TYPE "public"."ledger_reason" ADD VALUE 'reward';--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "premium_until" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "grant_kind" "reward_grant";--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "grant_amount" integer;--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD COLUMN "redemption_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "early_access_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD CONSTRAINT "balance_ledger_redemption_id_reward_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."reward_redemptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_ledger_redemption_once" ON "balance_ledger" USING btree ("redemption_id");--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_grant" CHECK (("rewards"."grant_kind" is null) = ("rewards"."grant_amount" is null) and coalesce("rewards"."grant_amount", 1) > 0);--> statement-breakpoint
-- The demo's rewards that give something by themselves (issue #38), said as they are: databases seeded
-- before this get what new ones get from server/demo/content/rewards.ts. Nothing else has these names.
UPDATE "rewards" SET "grant_kind" = 'balance', "grant_amount" = 20000 WHERE "name_en" = '₫20,000 balance voucher';--> statement-breakpoint
UPDATE "rewards" SET "grant_kind" = 'balance', "grant_amount" = 50000 WHERE "name_en" = '₫50,000 balance voucher';--> statement-breakpoint
UPDATE "rewards" SET "grant_kind" = 'premium', "grant_amount" = 7,
  "description_en" = 'Seven days of Premium: Premium titles, Full HD, two screens at once, new episodes a day early.',
  "description_vi" = 'Bảy ngày Premium: xem phim Premium, chất lượng Full HD, hai màn hình cùng lúc, xem tập mới sớm một ngày.'
  WHERE "name_en" = '1 week of Premium';--> statement-breakpoint
UPDATE "rewards" SET "grant_kind" = 'premium', "grant_amount" = 30,
  "description_en" = 'A month of Premium: Premium titles, Full HD, two screens at once, new episodes a day early.',
  "description_vi" = 'Một tháng Premium: xem phim Premium, chất lượng Full HD, hai màn hình cùng lúc, xem tập mới sớm một ngày.'
  WHERE "name_en" = '1 month of Premium';--> statement-breakpoint
UPDATE "rewards" SET "grant_kind" = 'early_access', "grant_amount" = 30 WHERE "name_en" = 'Early access to premieres (1 month)';
