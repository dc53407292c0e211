ALTER TABLE "order_drafts" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_po_number_ck" CHECK (char_length("orders"."po_number") between 1 and 40);