CREATE TYPE "public"."custom_domain_failure" AS ENUM('no_record', 'wrong_value', 'dns_error', 'taken');--> statement-breakpoint
CREATE TYPE "public"."custom_domain_status" AS ENUM('pending', 'verified', 'failed');--> statement-breakpoint
DROP INDEX "stores_custom_domain_key";--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "custom_domain_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "custom_domain_status" "custom_domain_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "custom_domain_failure" "custom_domain_failure";--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "custom_domain_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "custom_domain_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "custom_domain_failing_since" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "stores_verified_domain_key" ON "stores" USING btree ("custom_domain") WHERE "stores"."custom_domain_status" = 'verified';--> statement-breakpoint
CREATE INDEX "stores_custom_domain_idx" ON "stores" USING btree ("custom_domain");