CREATE TABLE "invoice_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "number" SET DATA TYPE text;--> statement-breakpoint
-- Invoices issued before keep the numbers they were sent with; the series starts with the next one.
ALTER TABLE "invoices" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "offer_version" integer;--> statement-breakpoint
DROP SEQUENCE "public"."invoice_number_seq";