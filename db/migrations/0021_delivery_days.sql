CREATE TABLE "delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"postal_prefixes" text[] NOT NULL,
	"weekdays" integer[] NOT NULL,
	"cutoff_time" text DEFAULT '14:00' NOT NULL,
	"cutoff_days_before" integer DEFAULT 1 NOT NULL,
	"minimum_order" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"fee_under_minimum" numeric(12, 2),
	"closed_dates" date[] DEFAULT '{}'::date[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_name_ck" CHECK (char_length(trim("delivery_zones"."name")) between 1 and 100),
	CONSTRAINT "delivery_zones_prefixes_ck" CHECK (cardinality("delivery_zones"."postal_prefixes") >= 1),
	CONSTRAINT "delivery_zones_weekdays_ck" CHECK (cardinality("delivery_zones"."weekdays") >= 1 and "delivery_zones"."weekdays" <@ array[1,2,3,4,5,6,7]),
	CONSTRAINT "delivery_zones_cutoff_ck" CHECK ("delivery_zones"."cutoff_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "delivery_zones"."cutoff_days_before" between 0 and 14),
	CONSTRAINT "delivery_zones_amounts_ck" CHECK ("delivery_zones"."minimum_order" >= 0 and ("delivery_zones"."fee_under_minimum" is null or "delivery_zones"."fee_under_minimum" >= 0))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_ck";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee" numeric(12, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_zones_name_lower_uq" ON "delivery_zones" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_zone_id_delivery_zones_id_fk" FOREIGN KEY ("delivery_zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_delivery_date_idx" ON "orders" USING btree ("delivery_date","id");--> statement-breakpoint
CREATE INDEX "orders_delivery_zone_idx" ON "orders" USING btree ("delivery_zone_id") WHERE "orders"."delivery_zone_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_ck" CHECK ("orders"."subtotal" >= 0 and "orders"."tax" >= 0 and "orders"."delivery_fee" >= 0 and "orders"."price" = "orders"."subtotal" + "orders"."delivery_fee" + "orders"."tax");