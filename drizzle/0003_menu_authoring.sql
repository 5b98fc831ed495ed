ALTER TABLE "items" ADD COLUMN "photo_id" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "banner_id" integer;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_photo_id_uploads_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_banner_id_uploads_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;