-- Trigram indexes for search on name, item code and barcode (PGlite loads the extension at open).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Search normalisation: common Latin accents folded, then lowercased. IMMUTABLE so it can back a
-- generated column and indexes; COLLATE "C" makes lower() behave the same on every server locale.
CREATE OR REPLACE FUNCTION shop_search_norm(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(translate(input,
    'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿ',
    'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOOooooooUUUUuuuuYyy') COLLATE "C")
$$;
