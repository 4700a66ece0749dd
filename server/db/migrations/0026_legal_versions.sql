CREATE TABLE "legal_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_vi" text NOT NULL,
	"sections_en" jsonb NOT NULL,
	"sections_vi" jsonb NOT NULL,
	"effective_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_versions_one_a_day" UNIQUE("slug","effective_on")
);
--> statement-breakpoint
ALTER TABLE "legal_versions" ADD CONSTRAINT "legal_versions_slug_legal_documents_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."legal_documents"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each document's text so far becomes its first version.
INSERT INTO "legal_versions" ("slug", "title_en", "title_vi", "sections_en", "sections_vi", "effective_on", "created_at")
SELECT "slug", "title_en", "title_vi", "sections_en", "sections_vi", "effective_on", "updated_at" FROM "legal_documents";--> statement-breakpoint
ALTER TABLE "legal_documents" DROP COLUMN "title_en";--> statement-breakpoint
ALTER TABLE "legal_documents" DROP COLUMN "title_vi";--> statement-breakpoint
ALTER TABLE "legal_documents" DROP COLUMN "sections_en";--> statement-breakpoint
ALTER TABLE "legal_documents" DROP COLUMN "sections_vi";--> statement-breakpoint
ALTER TABLE "legal_documents" DROP COLUMN "effective_on";--> statement-breakpoint
ALTER TABLE "legal_documents" DROP COLUMN "updated_at";