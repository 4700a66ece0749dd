CREATE TYPE "public"."credit_role" AS ENUM('director', 'cast');--> statement-breakpoint
CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "title_credits" (
	"title_kind" "title_kind" NOT NULL,
	"title_id" integer NOT NULL,
	"role" "credit_role" NOT NULL,
	"position" smallint NOT NULL,
	"person_id" integer NOT NULL,
	CONSTRAINT "title_credits_title_kind_title_id_role_position_pk" PRIMARY KEY("title_kind","title_id","role","position")
);
--> statement-breakpoint
ALTER TABLE "title_credits" ADD CONSTRAINT "title_credits_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "people_name" ON "people" USING btree ("name");--> statement-breakpoint
CREATE INDEX "title_credits_person" ON "title_credits" USING btree ("person_id");