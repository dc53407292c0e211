-- The staff's order search reads a stored, normalised search_text (as products do) instead of normalising every
-- order on every search, and the list's default order (created_at, id) has an index deep pages can walk (issue 25).
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (shop_search_norm(company_name || ' ' || full_name || ' ' || email)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);