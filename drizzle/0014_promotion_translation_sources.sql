ALTER TABLE "promotion_translations" ADD COLUMN "machine" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_translations" ADD COLUMN "error" text;