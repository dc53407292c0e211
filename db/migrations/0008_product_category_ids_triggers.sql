-- products.category_ids: the categories a product is filed under plus their parents (the tree has two
-- levels), so that "in category X or one of its subcategories" is `category_ids @> array[X]`, served by
-- a GIN index that the planner can AND with the search trigram index. Kept by statement-level
-- triggers for every writer (admin screens, seeds, bulk loads): each statement recomputes the rows
-- it touched, in one UPDATE, from its transition table.
CREATE OR REPLACE FUNCTION shop_refresh_product_category_ids(product_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE products p SET category_ids = fresh.ids
  FROM (
    SELECT a.id, coalesce((
      SELECT array_agg(DISTINCT linked.category_id ORDER BY linked.category_id)
      FROM (
        SELECT pc.category_id FROM product_categories pc WHERE pc.product_id = a.id
        UNION ALL
        SELECT c.parent_id FROM product_categories pc JOIN categories c ON c.id = pc.category_id
        WHERE pc.product_id = a.id AND c.parent_id IS NOT NULL
      ) linked
    ), '{}') AS ids
    FROM (SELECT DISTINCT unnest(product_ids) AS id) a
  ) fresh
  WHERE p.id = fresh.id AND p.category_ids IS DISTINCT FROM fresh.ids
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_product_links_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM shop_refresh_product_category_ids(array(SELECT product_id FROM new_links));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM shop_refresh_product_category_ids(array(SELECT product_id FROM old_links));
  ELSE
    PERFORM shop_refresh_product_category_ids(array(SELECT product_id FROM old_links UNION SELECT product_id FROM new_links));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Also fires for the links a category delete cascades to.
CREATE TRIGGER product_categories_insert_category_ids AFTER INSERT ON product_categories
REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION shop_product_links_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_delete_category_ids AFTER DELETE ON product_categories
REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION shop_product_links_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_update_category_ids AFTER UPDATE ON product_categories
REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION shop_product_links_changed();
--> statement-breakpoint
-- A category moved under another parent (or to the top level): its products' parents change.
-- Renames and Move to trash change no product (the category filter ignores the trash, as before).
CREATE OR REPLACE FUNCTION shop_category_parents_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_refresh_product_category_ids(array(
    SELECT pc.product_id
    FROM old_categories o
    JOIN new_categories n ON n.id = o.id
    JOIN product_categories pc ON pc.category_id = n.id
    WHERE o.parent_id IS DISTINCT FROM n.parent_id
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_parent_category_ids AFTER UPDATE ON categories
REFERENCING OLD TABLE AS old_categories NEW TABLE AS new_categories FOR EACH STATEMENT EXECUTE FUNCTION shop_category_parents_changed();
--> statement-breakpoint
-- Backfill.
SELECT shop_refresh_product_category_ids(array(SELECT DISTINCT product_id FROM product_categories));
