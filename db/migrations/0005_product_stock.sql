CREATE TABLE "product_stock" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"need_to_reorder_below" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_stock_reorder_ck" CHECK ("product_stock"."need_to_reorder_below" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_reorder_ck";--> statement-breakpoint
DROP INDEX "products_need_reorder_idx";--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_stock_reorder_idx" ON "product_stock" USING btree ("product_id") WHERE "product_stock"."quantity" < "product_stock"."need_to_reorder_below";--> statement-breakpoint
-- Added by hand to the generated migration: the stock levels move to their own table before the columns go.
INSERT INTO "product_stock" ("product_id", "quantity", "need_to_reorder_below") SELECT "id", "quantity", "need_to_reorder_below" FROM "products" WHERE "quantity" <> 0 OR "need_to_reorder_below" <> 0;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "quantity";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "need_to_reorder_below";