CREATE TABLE "legal_documents" (
	"slug" text PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_vi" text NOT NULL,
	"sections_en" jsonb NOT NULL,
	"sections_vi" jsonb NOT NULL,
	"effective_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
