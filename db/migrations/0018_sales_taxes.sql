-- Canadian sales taxes by the province of delivery (issue 29, docs/taxes.md): the rates as data by
-- province and date, a product's provincial tax class (and the line's, kept when ordered), the
-- taxes each order was charged by name, and customers' exemptions. Orders placed before keep exactly
-- the tax they were charged: one GST line of 5 % on their G lines, for the amount in orders.tax.
CREATE TABLE "customer_tax_exemptions" (
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_tax_exemptions_user_id_code_pk" PRIMARY KEY("user_id","code"),
	CONSTRAINT "customer_tax_exemptions_code_ck" CHECK ("customer_tax_exemptions"."code" in ('QST', 'PST_BC', 'RST_MB', 'PST_SK')),
	CONSTRAINT "customer_tax_exemptions_number_ck" CHECK (char_length(trim("customer_tax_exemptions"."number")) between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "order_taxes" (
	"order_id" integer NOT NULL,
	"code" text NOT NULL,
	"province" text,
	"rate_ppm" integer NOT NULL,
	"base" numeric(12, 2) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "order_taxes_order_id_code_pk" PRIMARY KEY("order_id","code"),
	CONSTRAINT "order_taxes_code_ck" CHECK ("order_taxes"."code" in ('GST', 'HST', 'QST', 'PST_BC', 'RST_MB', 'PST_SK')),
	CONSTRAINT "order_taxes_amounts_ck" CHECK ("order_taxes"."base" >= 0 and "order_taxes"."amount" >= 0 and "order_taxes"."rate_ppm" between 0 and 1000000)
);
--> statement-breakpoint
CREATE TABLE "sales_tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"rate_ppm" integer NOT NULL,
	"provinces" text[] NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"source" text NOT NULL,
	CONSTRAINT "sales_tax_rates_code_ck" CHECK ("sales_tax_rates"."code" in ('GST', 'HST', 'QST', 'PST_BC', 'RST_MB', 'PST_SK')),
	CONSTRAINT "sales_tax_rates_rate_ck" CHECK ("sales_tax_rates"."rate_ppm" between 0 and 1000000),
	CONSTRAINT "sales_tax_rates_dates_ck" CHECK ("sales_tax_rates"."valid_to" is null or "sales_tax_rates"."valid_to" >= "sales_tax_rates"."valid_from"),
	CONSTRAINT "sales_tax_rates_provinces_ck" CHECK (cardinality("sales_tax_rates"."provinces") > 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "provincial_tax_class" text DEFAULT 'exempt' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "provincial_tax_class" text DEFAULT 'exempt' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_tax_exemptions" ADD CONSTRAINT "customer_tax_exemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_taxes" ADD CONSTRAINT "order_taxes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_tax_rates_code_from_idx" ON "sales_tax_rates" USING btree ("code","provinces","valid_from");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_provincial_tax_ck" CHECK ("order_items"."provincial_tax_class" in ('exempt', 'taxable'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_provincial_tax_ck" CHECK ("products"."provincial_tax_class" in ('exempt', 'taxable'));
--> statement-breakpoint
INSERT INTO "sales_tax_rates" ("code", "rate_ppm", "provinces", "valid_from", "valid_to", "source") VALUES
  ('GST', 50000, ARRAY['AB','BC','MB','SK','QC','NT','NU','YT'], '2008-01-01', NULL, 'Canada Revenue Agency, GST/HST calculator (and rates)'),
  ('HST', 130000, ARRAY['ON'], '2010-07-01', NULL, 'Canada Revenue Agency, GST/HST calculator (and rates)'),
  ('HST', 150000, ARRAY['NB','NL'], '2016-07-01', NULL, 'Canada Revenue Agency, GST/HST calculator (and rates)'),
  ('HST', 150000, ARRAY['PE'], '2016-10-01', NULL, 'Canada Revenue Agency, GST/HST calculator (and rates)'),
  ('HST', 150000, ARRAY['NS'], '2010-07-01', '2025-03-31', 'Canada Revenue Agency, GST/HST calculator (and rates)'),
  ('HST', 140000, ARRAY['NS'], '2025-04-01', NULL, 'Province of Nova Scotia, Nova Scotia''s HST to Drop in 2025 (2024-10-23)'),
  ('QST', 99750, ARRAY['QC'], '2013-01-01', NULL, 'Revenu Québec, Calculating the taxes'),
  ('PST_BC', 70000, ARRAY['BC'], '2013-04-01', NULL, 'Government of British Columbia, Provincial sales tax (PST)'),
  ('RST_MB', 70000, ARRAY['MB'], '2019-07-01', NULL, 'Manitoba Finance, Retail Sales Tax'),
  ('PST_SK', 60000, ARRAY['SK'], '2017-03-23', NULL, 'Government of Saskatchewan, Provincial Sales Tax');
--> statement-breakpoint
-- A rate is never edited: a change is a new row. Only an open row may be closed (valid_to set once).
CREATE OR REPLACE FUNCTION shop_sales_tax_rates_frozen() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'sales tax rates are never deleted: close the row with valid_to';
  END IF;
  IF NEW.code IS DISTINCT FROM OLD.code OR NEW.rate_ppm IS DISTINCT FROM OLD.rate_ppm OR NEW.provinces IS DISTINCT FROM OLD.provinces
     OR NEW.valid_from IS DISTINCT FROM OLD.valid_from OR NEW.source IS DISTINCT FROM OLD.source
     OR (OLD.valid_to IS NOT NULL AND NEW.valid_to IS DISTINCT FROM OLD.valid_to) THEN
    RAISE EXCEPTION 'a sales tax rate is never edited: a change of rate is a new row';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sales_tax_rates_frozen BEFORE UPDATE OR DELETE ON "sales_tax_rates" FOR EACH ROW EXECUTE FUNCTION shop_sales_tax_rates_frozen();
--> statement-breakpoint
INSERT INTO "order_taxes" ("order_id", "code", "province", "rate_ppm", "base", "amount", "position")
SELECT o.id, 'GST', NULL, 50000,
  coalesce((SELECT sum(i.line_total) FROM "order_items" i WHERE i.order_id = o.id AND i.sales_tax_code = 'G'), 0),
  o.tax, 0
FROM "orders" o;
