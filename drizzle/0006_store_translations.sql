CREATE TABLE "store_translations" (
	"store_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"locale" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"menu_info" text DEFAULT '' NOT NULL,
	"phone_labels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "store_translations_store_id_locale_pk" PRIMARY KEY("store_id","locale")
);
--> statement-breakpoint
ALTER TABLE "store_translations" ADD CONSTRAINT "store_translations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_translations" ADD CONSTRAINT "store_translations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;