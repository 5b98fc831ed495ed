CREATE TABLE "invoice_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "number" SET DATA TYPE text;--> statement-breakpoint
-- Hand-written: existing invoices take their place in the series CA of their year (Minsk calendar), in issue order.
UPDATE "invoices" SET "number" = numbered.code FROM (
	SELECT "id", 'CA-' || y || '-' || lpad((row_number() OVER (PARTITION BY y ORDER BY "id"))::text, 6, '0') AS code
	FROM (SELECT "id", extract(year FROM "issued_at" AT TIME ZONE 'Europe/Minsk')::integer AS y FROM "invoices") AS years
) AS numbered WHERE "invoices"."id" = numbered."id";--> statement-breakpoint
INSERT INTO "invoice_counters" ("series", "year", "last")
	SELECT 'CA', extract(year FROM "issued_at" AT TIME ZONE 'Europe/Minsk')::integer, count(*) FROM "invoices" GROUP BY 2;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "offer_version" integer;--> statement-breakpoint
DROP SEQUENCE "public"."invoice_number_seq";