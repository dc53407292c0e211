-- Search by relevance (docs/product.md, Products screen). name_words: the name's words normalised as
-- search_text, padded with spaces, so whole-word and word-start matches rank first and the trigram
-- index narrows the one-letter-off search, which fuzzystrmatch's levenshtein_less_equal then decides.
-- case_price: what a case costs after the special, which the price sorts read.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
DROP INDEX "products_active_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_words" text GENERATED ALWAYS AS (' ' || trim(regexp_replace(shop_search_norm(name), '[^0-9a-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u1fff]+', ' ', 'g')) || ' ') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "case_price" numeric(14, 2) GENERATED ALWAYS AS (round(price * (100 - special) / 100, 2) * box_quantity) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_name_words_trgm_idx" ON "products" USING gin ("name_words" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_active_case_price_idx" ON "products" USING btree ("is_deleted","case_price","id");