ALTER TABLE "stores" ADD COLUMN "outdated_texts" text DEFAULT 'primary' NOT NULL;--> statement-breakpoint
ALTER TABLE "category_translations" ADD COLUMN "sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "item_translations" ADD COLUMN "sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_translations" ADD COLUMN "sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Hand-written: existing translations record who wrote them and the primary text they were made from.
UPDATE "item_translations" t SET "sources" = jsonb_build_object(
  'title', jsonb_build_object('by', CASE WHEN t."machine" THEN 'machine' ELSE 'owner' END, 'from', md5(p."title")),
  'description', jsonb_build_object('by', CASE WHEN t."machine" THEN 'machine' ELSE 'owner' END, 'from', md5(p."description")))
FROM "items" e JOIN "stores" s ON s."id" = e."store_id" JOIN "item_translations" p ON p."item_id" = e."id" AND p."locale" = s."primary_locale"
WHERE t."item_id" = e."id" AND t."locale" <> s."primary_locale";--> statement-breakpoint
UPDATE "category_translations" t SET "sources" = jsonb_build_object(
  'name', jsonb_build_object('by', CASE WHEN t."machine" THEN 'machine' ELSE 'owner' END, 'from', md5(p."name")))
FROM "categories" e JOIN "stores" s ON s."id" = e."store_id" JOIN "category_translations" p ON p."category_id" = e."id" AND p."locale" = s."primary_locale"
WHERE t."category_id" = e."id" AND t."locale" <> s."primary_locale";--> statement-breakpoint
UPDATE "promotion_translations" t SET "sources" = jsonb_build_object(
  'title', jsonb_build_object('by', CASE WHEN t."machine" THEN 'machine' ELSE 'owner' END, 'from', md5(p."title")),
  'description', jsonb_build_object('by', CASE WHEN t."machine" THEN 'machine' ELSE 'owner' END, 'from', md5(p."description")))
FROM "promotions" e JOIN "stores" s ON s."id" = e."store_id" JOIN "promotion_translations" p ON p."promotion_id" = e."id" AND p."locale" = s."primary_locale"
WHERE t."promotion_id" = e."id" AND t."locale" <> s."primary_locale";
