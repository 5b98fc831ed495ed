CREATE TABLE "billing_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"values" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "billing_notices" ADD CONSTRAINT "billing_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_notices" ADD CONSTRAINT "billing_notices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_notices_key" ON "billing_notices" USING btree ("key");--> statement-breakpoint
CREATE INDEX "billing_notices_store_idx" ON "billing_notices" USING btree ("store_id","at");