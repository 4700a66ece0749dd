ALTER TYPE "public"."packaging_state" ADD VALUE 'cancelled';--> statement-breakpoint
ALTER TABLE "packagings" ADD COLUMN "job_id" text;