ALTER TABLE "referrals" DROP CONSTRAINT "referrals_referrer_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "referrals" DROP CONSTRAINT "referrals_referred_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "referrals" ALTER COLUMN "referrer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ALTER COLUMN "referred_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "referred_phone_hash" text;--> statement-breakpoint
-- The same hash as programme/referrals.ts referredPhoneHash: SHA-256 of 'referred|' and the number, hex.
UPDATE "referrals" SET "referred_phone_hash" = encode(sha256(convert_to('referred|' || "users"."phone_number", 'UTF8')), 'hex')
  FROM "users" WHERE "users"."id" = "referrals"."referred_id";--> statement-breakpoint
ALTER TABLE "referrals" ALTER COLUMN "referred_phone_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_id_users_id_fk" FOREIGN KEY ("referred_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referred_phone" ON "referrals" USING btree ("referred_phone_hash");
