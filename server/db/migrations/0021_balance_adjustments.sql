CREATE TYPE "public"."adjustment_status" AS ENUM('pending', 'applied', 'declined');--> statement-breakpoint
ALTER TYPE "public"."ledger_reason" ADD VALUE 'refund';--> statement-breakpoint
CREATE TABLE "balance_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"payment_id" integer,
	"delta" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" "adjustment_status" DEFAULT 'pending' NOT NULL,
	"requested_by_id" integer,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by_id" integer,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	CONSTRAINT "balance_adjustments_delta_nonzero" CHECK ("balance_adjustments"."delta" <> 0)
);
--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD COLUMN "adjustment_id" integer;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_adjustments_queue" ON "balance_adjustments" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "balance_adjustments_user" ON "balance_adjustments" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_adjustments_refund_once" ON "balance_adjustments" USING btree ("payment_id") WHERE "balance_adjustments"."payment_id" is not null and "balance_adjustments"."status" <> 'declined';--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD CONSTRAINT "balance_ledger_adjustment_id_balance_adjustments_id_fk" FOREIGN KEY ("adjustment_id") REFERENCES "public"."balance_adjustments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_ledger_adjustment_once" ON "balance_ledger" USING btree ("adjustment_id");