ALTER TABLE "invoices" ADD COLUMN "credit" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_source" jsonb;