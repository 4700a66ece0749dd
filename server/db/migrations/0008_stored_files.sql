CREATE TABLE "stored_files" (
	"path" text PRIMARY KEY NOT NULL,
	"bytes" bytea NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- WebP is compressed already: keep the bytes out of line without trying to compress them again.
ALTER TABLE "stored_files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
