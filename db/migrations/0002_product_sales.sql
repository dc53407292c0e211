CREATE TABLE "product_sales" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sales_sold_ck" CHECK ("product_sales"."sold_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_sold_ck";--> statement-breakpoint
DROP INDEX "products_active_sold_idx";--> statement-breakpoint
ALTER TABLE "product_sales" ADD CONSTRAINT "product_sales_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_sales_sold_idx" ON "product_sales" USING btree ("sold_count","product_id");--> statement-breakpoint
-- Added by hand to the generated migration: the counters move to their own table before the column goes.
INSERT INTO "product_sales" ("product_id", "sold_count") SELECT "id", "sold_count" FROM "products" WHERE "sold_count" > 0;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "sold_count";