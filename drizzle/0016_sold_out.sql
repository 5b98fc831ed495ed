ALTER TABLE "items" ADD COLUMN "sold_out_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portions" ADD COLUMN "sold_out_until" timestamp with time zone;