-- The staff's work queue (issue 25): back-ordered confirmations, the day an order was delivered (payment
-- terms run from it) and partial indexes for the back office's home counts.
ALTER TABLE "orders" ADD COLUMN "backordered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
-- Orders delivered before the upgrade: their last change is the best record of the day they were delivered.
UPDATE "orders" SET "delivered_at" = "updated_at" WHERE "delivered_status" = 'Delivered';--> statement-breakpoint
CREATE INDEX "orders_unconfirmed_idx" ON "orders" USING btree ("created_at") WHERE not "orders"."confirmed";--> statement-breakpoint
CREATE INDEX "orders_unpaid_delivered_idx" ON "orders" USING btree ("delivered_at") WHERE "orders"."status" = 'Not paid' and "orders"."delivered_status" = 'Delivered';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivered_at_ck" CHECK (("orders"."delivered_status" = 'Delivered') = ("orders"."delivered_at" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_backordered_ck" CHECK (not "orders"."backordered" or "orders"."confirmed");