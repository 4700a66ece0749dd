ALTER TABLE "subscriptions" ADD COLUMN "renewal_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_price" bigint;