-- French names (issue 28, docs/i18n.md): products and categories get name_fr ('' until written);
-- the search columns are rebuilt over both names, so a search in either language finds a product;
-- name_fr_sort is what French lists sort by (the name they show, folded as the search folds it).
-- users.locale: the language a user chose.
ALTER TABLE "categories" ADD COLUMN "name_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" drop column "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (shop_search_norm(name || case when name_fr = '' then '' else ' ' || name_fr end || ' ' || item || ' ' || coalesce(barcode, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" drop column "name_words";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_words" text GENERATED ALWAYS AS (' ' || trim(regexp_replace(shop_search_norm(name || ' ' || name_fr), '[^0-9a-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u1fff]+', ' ', 'g')) || ' ') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_fr_sort" text GENERATED ALWAYS AS (shop_search_norm(coalesce(nullif(name_fr, ''), name))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_words_trgm_idx" ON "products" USING gin ("name_words" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_active_name_fr_idx" ON "products" USING btree ("is_deleted","name_fr_sort","id");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_ck" CHECK ("users"."locale" is null or "users"."locale" in ('en-CA', 'fr-CA'));
