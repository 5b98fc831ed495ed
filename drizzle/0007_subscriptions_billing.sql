CREATE TYPE "public"."plan_key" AS ENUM('setup', 'trial', 'basic', 'premium', 'first_clients_club');--> statement-breakpoint
CREATE TYPE "public"."subscription_event_type" AS ENUM('added', 'activated', 'completed', 'deactivated');--> statement-breakpoint
CREATE TYPE "public"."subscription_step_status" AS ENUM('active', 'completed', 'available', 'deactivated');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('unpaid', 'paid', 'cancelled');--> statement-breakpoint
CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "plan_prices" (
	"plan_key" "plan_key" NOT NULL,
	"currency" "currency" NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_prices_plan_key_currency_pk" PRIMARY KEY("plan_key","currency")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"key" "plan_key" PRIMARY KEY NOT NULL,
	"features" text[] NOT NULL,
	"translation_locales" text[] NOT NULL,
	"period_days" integer,
	"period_months" integer,
	"paid" boolean NOT NULL,
	"selectable" boolean NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"event" "subscription_event_type" NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"plan_key" "plan_key" NOT NULL,
	"step_status" "subscription_step_status" NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"periods" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_info" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_info_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"organization_name" text NOT NULL,
	"director_last_name" text NOT NULL,
	"director_first_name" text NOT NULL,
	"director_middle_name" text DEFAULT '' NOT NULL,
	"director_position" text NOT NULL,
	"vat_number" text NOT NULL,
	"bank_name" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"legal_address" text NOT NULL,
	"phone" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" integer NOT NULL,
	"company_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"subscription_id" integer,
	"plan_key" "plan_key" NOT NULL,
	"periods" integer NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"currency" "currency" NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"vat_amount" numeric(12, 2) NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"status" "invoice_status" DEFAULT 'unpaid' NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"provider" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" "currency" NOT NULL,
	"reference" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_prices" ADD CONSTRAINT "plan_prices_plan_key_plans_key_fk" FOREIGN KEY ("plan_key") REFERENCES "public"."plans"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_key_plans_key_fk" FOREIGN KEY ("plan_key") REFERENCES "public"."plans"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_info" ADD CONSTRAINT "billing_info_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_events_subscription_event_key" ON "subscription_events" USING btree ("subscription_id","event");--> statement-breakpoint
CREATE INDEX "subscription_events_store_idx" ON "subscription_events" USING btree ("store_id","at");--> statement-breakpoint
CREATE INDEX "subscriptions_store_idx" ON "subscriptions" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "subscriptions_company_idx" ON "subscriptions" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_active_key" ON "subscriptions" USING btree ("store_id") WHERE "subscriptions"."step_status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_setup_key" ON "subscriptions" USING btree ("store_id") WHERE "subscriptions"."plan_key" = 'setup';--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_trial_key" ON "subscriptions" USING btree ("store_id") WHERE "subscriptions"."plan_key" = 'trial';--> statement-breakpoint
CREATE UNIQUE INDEX "billing_info_company_id_key" ON "billing_info" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_info_vat_number_key" ON "billing_info" USING btree ("vat_number");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_info_iban_key" ON "billing_info" USING btree ("iban");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_subscription_idx" ON "invoices" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference_key" ON "payments" USING btree ("provider","reference");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
INSERT INTO "plans" ("key", "features", "translation_locales", "period_days", "period_months", "paid", "selectable", "position") VALUES
  ('setup', ARRAY['auto_translation','menu_access_qr','product_search','offline_cart','scheduled_hiding','powerful_admin_panel','review_integration','wifi_qr','export_pdf_excel'], ARRAY['ru','en','zh','ar','tr','fr'], 3, NULL, false, false, 1),
  ('trial', ARRAY['auto_translation','menu_access_qr','product_search','offline_cart','scheduled_hiding','powerful_admin_panel','review_integration','wifi_qr','export_pdf_excel'], ARRAY['ru','en','zh','ar','tr','fr'], 14, NULL, false, false, 2),
  ('basic', ARRAY['auto_translation','menu_access_qr','product_search','review_integration','scheduled_hiding','powerful_admin_panel'], ARRAY['ru','en','zh'], NULL, 1, true, true, 3),
  ('premium', ARRAY['auto_translation','menu_access_qr','product_search','offline_cart','scheduled_hiding','powerful_admin_panel','review_integration','wifi_qr','export_pdf_excel'], ARRAY['ru','en','zh','ar','tr','fr'], NULL, 1, true, true, 4),
  ('first_clients_club', ARRAY['auto_translation','menu_access_qr','product_search','offline_cart','scheduled_hiding','powerful_admin_panel','review_integration','wifi_qr','export_pdf_excel'], ARRAY['ru','en','zh','ar','tr','fr'], NULL, NULL, false, false, 5);--> statement-breakpoint
INSERT INTO "plan_prices" ("plan_key", "currency", "amount") VALUES
  ('basic', 'USD', 29.00), ('basic', 'BYN', 89.00),
  ('premium', 'USD', 49.00), ('premium', 'BYN', 149.00);--> statement-breakpoint
INSERT INTO "subscriptions" ("company_id", "store_id", "plan_key", "step_status", "paid", "starts_at", "ends_at", "created_at")
  SELECT "company_id", "id", 'setup', CASE WHEN "url_key" = 'demo' THEN 'completed'::subscription_step_status ELSE 'active'::subscription_step_status END,
    false, "setup_ends_at" - interval '3 days', "setup_ends_at", now()
  FROM "stores";--> statement-breakpoint
INSERT INTO "subscriptions" ("company_id", "store_id", "plan_key", "step_status", "paid", "periods", "starts_at", "ends_at", "created_at")
  SELECT "company_id", "id", 'premium', 'active', true, 12,
    date_trunc('day', "setup_ends_at" AT TIME ZONE "timezone") AT TIME ZONE "timezone",
    (date_trunc('day', now() AT TIME ZONE "timezone") + interval '12 months') AT TIME ZONE "timezone", now()
  FROM "stores" WHERE "url_key" = 'demo';--> statement-breakpoint
INSERT INTO "subscription_events" ("company_id", "store_id", "subscription_id", "event", "at")
  SELECT "company_id", "store_id", "id", 'added', "starts_at" FROM "subscriptions";--> statement-breakpoint
INSERT INTO "subscription_events" ("company_id", "store_id", "subscription_id", "event", "at")
  SELECT "company_id", "store_id", "id", 'activated', "starts_at" FROM "subscriptions";--> statement-breakpoint
INSERT INTO "subscription_events" ("company_id", "store_id", "subscription_id", "event", "at")
  SELECT "company_id", "store_id", "id", 'completed', "ends_at" FROM "subscriptions" WHERE "step_status" = 'completed';
