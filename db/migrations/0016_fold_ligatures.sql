-- The search folds the ligatures œ and æ (issue 28): « Œufs » is found by "oeufs", as French readers
-- type it. shop_search_norm spells them out (œ → oe, æ → ae) before folding the accents, as
-- lib/shared/catalog/search-rank.ts's searchNorm does in the browser. The stored columns computed
-- with it are computed again where a name holds one of them, and the index that calls it is rebuilt.
CREATE OR REPLACE FUNCTION shop_search_norm(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(translate(replace(replace(replace(replace(input, 'œ', 'oe'), 'Œ', 'OE'), 'æ', 'ae'), 'Æ', 'AE'),
    'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿ',
    'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOOooooooUUUUuuuuYyy') COLLATE "C")
$$;
--> statement-breakpoint
UPDATE "products" SET "name" = "name" WHERE "name" ~ '[œŒæÆ]' OR "name_fr" ~ '[œŒæÆ]';
--> statement-breakpoint
UPDATE "orders" SET "company_name" = "company_name" WHERE ("company_name" || ' ' || "full_name" || ' ' || "email") ~ '[œŒæÆ]';
--> statement-breakpoint
REINDEX INDEX "users_search_trgm_idx";
