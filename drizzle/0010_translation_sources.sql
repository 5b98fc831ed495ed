ALTER TABLE "category_translations" ADD COLUMN "machine" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "category_translations" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "item_translations" ADD COLUMN "machine" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "item_translations" ADD COLUMN "error" text;