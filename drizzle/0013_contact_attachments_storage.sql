ALTER TABLE "contact_attachments" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_attachments" ADD COLUMN "storage_key" text;