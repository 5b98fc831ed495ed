CREATE TABLE "analytics_counts" (
	"company_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_counts" ADD CONSTRAINT "analytics_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_counts" ADD CONSTRAINT "analytics_counts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_counts_key" ON "analytics_counts" USING btree ("store_id","day","dimension","key");--> statement-breakpoint
CREATE INDEX "analytics_counts_day_idx" ON "analytics_counts" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_counts_company_id_idx" ON "analytics_counts" USING btree ("company_id");