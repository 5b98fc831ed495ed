CREATE TYPE "public"."upload_kind" AS ENUM('photo', 'logo', 'icon', 'banner');--> statement-breakpoint
CREATE TYPE "public"."history_event" AS ENUM('create', 'update', 'destroy');--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"store_id" integer,
	"kind" "upload_kind" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "action_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "action_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"store_id" integer,
	"user_id" integer,
	"event" "history_event" NOT NULL,
	"object_type" text NOT NULL,
	"object_id" integer,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "logo_light_id" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "logo_dark_id" integer;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "icon_upload_id" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_history" ADD CONSTRAINT "action_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_company_idx" ON "uploads" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "action_history_company_idx" ON "action_history" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "action_history_object_idx" ON "action_history" USING btree ("object_type","object_id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_icon_upload_id_uploads_id_fk" FOREIGN KEY ("icon_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" DROP COLUMN "photo";--> statement-breakpoint
ALTER TABLE "promotions" DROP COLUMN "banner";