CREATE TYPE "public"."billing_currency" AS ENUM('BYN', 'RUB', 'USD', 'EUR');--> statement-breakpoint
ALTER TABLE "plan_prices" ALTER COLUMN "currency" SET DATA TYPE "public"."billing_currency" USING "currency"::text::"public"."billing_currency";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "currency" SET DATA TYPE "public"."billing_currency" USING "currency"::text::"public"."billing_currency";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "currency" SET DATA TYPE "public"."billing_currency" USING "currency"::text::"public"."billing_currency";--> statement-breakpoint
ALTER TABLE "billing_info" ADD COLUMN "country" text DEFAULT 'BY' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_info" ADD COLUMN "currency" "billing_currency" DEFAULT 'BYN' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_info" ADD COLUMN "kpp" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_info" ADD COLUMN "correspondent_account" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "billing_info" SET "currency" = "first_store"."currency"::text::"billing_currency"
  FROM (SELECT DISTINCT ON ("company_id") "company_id", "currency" FROM "stores" ORDER BY "company_id", "id") AS "first_store"
  WHERE "first_store"."company_id" = "billing_info"."company_id";--> statement-breakpoint
INSERT INTO "plan_prices" ("plan_key", "currency", "amount") VALUES
  ('basic', 'RUB', 2900.00), ('basic', 'EUR', 27.00),
  ('premium', 'RUB', 4900.00), ('premium', 'EUR', 45.00)
  ON CONFLICT DO NOTHING;
