CREATE TYPE "public"."abbreviation_kind" AS ENUM('expand', 'keep');--> statement-breakpoint
CREATE TABLE "abbreviations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "abbreviations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"short" text NOT NULL,
	"full" text DEFAULT '' NOT NULL,
	"kind" "abbreviation_kind" DEFAULT 'expand' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "abbreviations" ADD CONSTRAINT "abbreviations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abbreviations" ADD CONSTRAINT "abbreviations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "abbreviations_store_short_key" ON "abbreviations" USING btree ("store_id",lower("short"));