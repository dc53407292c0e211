CREATE TABLE "price_list_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_list_id" integer NOT NULL,
	"kind" text NOT NULL,
	"product_id" integer,
	"category_id" integer,
	"from_cases" integer,
	"case_price" numeric(12, 2),
	"percent_off" numeric(5, 2),
	CONSTRAINT "price_list_entries_shape_ck" CHECK (("price_list_entries"."kind" = 'product' and "price_list_entries"."product_id" is not null and "price_list_entries"."category_id" is null and "price_list_entries"."from_cases" is null and "price_list_entries"."case_price" is not null and "price_list_entries"."percent_off" is null)
        or ("price_list_entries"."kind" = 'category' and "price_list_entries"."product_id" is null and "price_list_entries"."category_id" is not null and "price_list_entries"."from_cases" is null and "price_list_entries"."case_price" is null and "price_list_entries"."percent_off" is not null)
        or ("price_list_entries"."kind" = 'break' and "price_list_entries"."product_id" is not null and "price_list_entries"."category_id" is null and "price_list_entries"."from_cases" >= 1 and "price_list_entries"."case_price" is not null and "price_list_entries"."percent_off" is null)),
	CONSTRAINT "price_list_entries_amounts_ck" CHECK (("price_list_entries"."case_price" is null or "price_list_entries"."case_price" >= 0) and ("price_list_entries"."percent_off" is null or ("price_list_entries"."percent_off" > 0 and "price_list_entries"."percent_off" <= 100)))
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_name_ck" CHECK (char_length(trim("price_lists"."name")) between 1 and 100),
	CONSTRAINT "price_lists_period_ck" CHECK ("price_lists"."valid_from" is null or "price_lists"."valid_to" is null or "price_lists"."valid_from" <= "price_lists"."valid_to")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "price_list_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "price_rule" text DEFAULT 'list' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "price_list_id" integer;--> statement-breakpoint
ALTER TABLE "price_list_entries" ADD CONSTRAINT "price_list_entries_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_entries" ADD CONSTRAINT "price_list_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_entries" ADD CONSTRAINT "price_list_entries_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_list_entries_list_idx" ON "price_list_entries" USING btree ("price_list_id");--> statement-breakpoint
CREATE INDEX "price_list_entries_product_idx" ON "price_list_entries" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "price_list_entries_category_idx" ON "price_list_entries" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_entries_product_uq" ON "price_list_entries" USING btree ("price_list_id","product_id") WHERE "price_list_entries"."kind" = 'product';--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_entries_category_uq" ON "price_list_entries" USING btree ("price_list_id","category_id") WHERE "price_list_entries"."kind" = 'category';--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_entries_break_uq" ON "price_list_entries" USING btree ("price_list_id","product_id","from_cases") WHERE "price_list_entries"."kind" = 'break';--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_name_lower_uq" ON "price_lists" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_price_list_idx" ON "order_items" USING btree ("price_list_id") WHERE "order_items"."price_list_id" is not null;--> statement-breakpoint
CREATE INDEX "users_price_list_idx" ON "users" USING btree ("price_list_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_price_rule_ck" CHECK ("order_items"."price_rule" in ('list', 'contract', 'category', 'break'));