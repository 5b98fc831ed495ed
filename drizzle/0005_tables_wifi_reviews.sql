CREATE TABLE "store_tables" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_tables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"qr_key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "wifi" jsonb;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "review_widget" jsonb;--> statement-breakpoint
ALTER TABLE "store_tables" ADD CONSTRAINT "store_tables_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_tables" ADD CONSTRAINT "store_tables_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_tables_qr_key_key" ON "store_tables" USING btree ("qr_key");--> statement-breakpoint
CREATE UNIQUE INDEX "store_tables_store_id_name_key" ON "store_tables" USING btree ("store_id","name");--> statement-breakpoint
CREATE INDEX "store_tables_company_id_idx" ON "store_tables" USING btree ("company_id");