-- Hand-written: a translated field made from the primary text as it is now keeps that text beside its hash, so a later change of it shows as a diff.
UPDATE "item_translations" t SET "sources" = jsonb_set(t."sources", '{title,text}', to_jsonb(p."title"))
FROM "items" e JOIN "stores" s ON s."id" = e."store_id" JOIN "item_translations" p ON p."item_id" = e."id" AND p."locale" = s."primary_locale"
WHERE t."item_id" = e."id" AND t."locale" <> s."primary_locale" AND t."sources" -> 'title' ->> 'from' = md5(p."title") AND (t."sources" -> 'title' -> 'text') IS NULL;--> statement-breakpoint
UPDATE "item_translations" t SET "sources" = jsonb_set(t."sources", '{description,text}', to_jsonb(p."description"))
FROM "items" e JOIN "stores" s ON s."id" = e."store_id" JOIN "item_translations" p ON p."item_id" = e."id" AND p."locale" = s."primary_locale"
WHERE t."item_id" = e."id" AND t."locale" <> s."primary_locale" AND t."sources" -> 'description' ->> 'from' = md5(p."description") AND (t."sources" -> 'description' -> 'text') IS NULL;--> statement-breakpoint
UPDATE "category_translations" t SET "sources" = jsonb_set(t."sources", '{name,text}', to_jsonb(p."name"))
FROM "categories" e JOIN "stores" s ON s."id" = e."store_id" JOIN "category_translations" p ON p."category_id" = e."id" AND p."locale" = s."primary_locale"
WHERE t."category_id" = e."id" AND t."locale" <> s."primary_locale" AND t."sources" -> 'name' ->> 'from' = md5(p."name") AND (t."sources" -> 'name' -> 'text') IS NULL;--> statement-breakpoint
UPDATE "promotion_translations" t SET "sources" = jsonb_set(t."sources", '{title,text}', to_jsonb(p."title"))
FROM "promotions" e JOIN "stores" s ON s."id" = e."store_id" JOIN "promotion_translations" p ON p."promotion_id" = e."id" AND p."locale" = s."primary_locale"
WHERE t."promotion_id" = e."id" AND t."locale" <> s."primary_locale" AND t."sources" -> 'title' ->> 'from' = md5(p."title") AND (t."sources" -> 'title' -> 'text') IS NULL;--> statement-breakpoint
UPDATE "promotion_translations" t SET "sources" = jsonb_set(t."sources", '{description,text}', to_jsonb(p."description"))
FROM "promotions" e JOIN "stores" s ON s."id" = e."store_id" JOIN "promotion_translations" p ON p."promotion_id" = e."id" AND p."locale" = s."primary_locale"
WHERE t."promotion_id" = e."id" AND t."locale" <> s."primary_locale" AND t."sources" -> 'description' ->> 'from' = md5(p."description") AND (t."sources" -> 'description' -> 'text') IS NULL;
