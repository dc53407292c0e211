-- Order lines keep the product's French name too (issue 28, docs/i18n.md), as they keep its English
-- one (docs/architecture.md rule 6): '' when the product had none, and the English is shown. The
-- lines ordered before this migration get their product's French name as it is now: French names
-- only began with 0015, so it is the one they would have kept.
ALTER TABLE "order_items" ADD COLUMN "name_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "order_items" SET "name_fr" = "products"."name_fr" FROM "products" WHERE "order_items"."product_id" = "products"."id" AND "products"."name_fr" <> '';
