ALTER TABLE "distributor_applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "distributor_applications" ADD COLUMN "reply" text;--> statement-breakpoint
CREATE INDEX "distributor_applications_queue" ON "distributor_applications" USING btree ("status","created_at");