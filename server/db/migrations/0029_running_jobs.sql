CREATE TABLE "running_jobs" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"worker" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	CONSTRAINT "running_jobs_progress" CHECK ("running_jobs"."progress" >= 0 and "running_jobs"."progress" <= 1)
);
--> statement-breakpoint
CREATE INDEX "running_jobs_seen" ON "running_jobs" USING btree ("seen_at");