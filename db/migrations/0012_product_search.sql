-- Search by relevance (docs/product.md, Products screen). name_words: the name's words normalised as
-- search_text, padded with spaces, so whole-word and word-start matches rank first, and its trigram
-- index finds the names holding a word one letter off a searched one.
-- catalogue_words: every word of the names, kept by a trigger, where the search that found nothing
-- looks up the words one letter off each searched word (then the products holding them, by index).
-- case_price: what a case costs after the special, which the price sorts read.
DROP INDEX "products_active_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_words" text GENERATED ALWAYS AS (' ' || trim(regexp_replace(shop_search_norm(name), '[^0-9a-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u1fff]+', ' ', 'g')) || ' ') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "case_price" numeric(14, 2) GENERATED ALWAYS AS (round(price * (100 - special) / 100, 2) * box_quantity) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_name_words_trgm_idx" ON "products" USING gin ("name_words" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_active_case_price_idx" ON "products" USING btree ("is_deleted","case_price","id");--> statement-breakpoint
CREATE TABLE "catalogue_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_words_first_length_idx" ON "catalogue_words" USING btree (left("word", 1),length("word"));
--> statement-breakpoint
-- Statement-level, from the transition table, words in order (two writers adding the same new words
-- take them in one order and cannot deadlock).
CREATE OR REPLACE FUNCTION shop_catalogue_words_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_words (word)
  SELECT DISTINCT w FROM written, unnest(string_to_array(trim(written.name_words), ' ')) AS w
  WHERE w <> '' ORDER BY w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_words_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION shop_catalogue_words_added();
--> statement-breakpoint
CREATE TRIGGER products_words_updated AFTER UPDATE ON products REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION shop_catalogue_words_added();
--> statement-breakpoint
INSERT INTO catalogue_words (word)
SELECT DISTINCT w FROM products, unnest(string_to_array(trim(products.name_words), ' ')) AS w
WHERE w <> '' ORDER BY w
ON CONFLICT DO NOTHING;
