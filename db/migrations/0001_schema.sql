CREATE TABLE "api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text DEFAULT 'auth' NOT NULL,
	"token_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "api_tokens_purpose_ck" CHECK ("api_tokens"."purpose" in ('auth', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_user_id_product_id_pk" PRIMARY KEY("user_id","product_id"),
	CONSTRAINT "cart_items_quantity_ck" CHECK ("cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"parent_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_not_own_parent_ck" CHECK ("categories"."parent_id" is null or "categories"."parent_id" <> "categories"."id"),
	CONSTRAINT "categories_name_ck" CHECK (length(trim("categories"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text NOT NULL,
	"user_id" integer NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "idempotency_keys_key_ck" CHECK (length("idempotency_keys"."key") between 1 and 255)
);
--> statement-breakpoint
CREATE TABLE "order_drafts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"billing" jsonb,
	"customer_id" integer,
	"order_notes" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"quantity" integer NOT NULL,
	"free_quantity" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"item" text NOT NULL,
	"slug" text DEFAULT '' NOT NULL,
	"barcode" text,
	"image" text,
	"unit_price" numeric(12, 2) NOT NULL,
	"special" numeric(5, 2) DEFAULT '0' NOT NULL,
	"discounted_unit_price" numeric(12, 2) NOT NULL,
	"sales_tax_code" text NOT NULL,
	"actions" text DEFAULT 'None' NOT NULL,
	"box_quantity" integer DEFAULT 1 NOT NULL,
	"line_total" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_quantity_ck" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_free_ck" CHECK ("order_items"."free_quantity" >= 0),
	CONSTRAINT "order_items_amounts_ck" CHECK ("order_items"."unit_price" >= 0 and "order_items"."discounted_unit_price" >= 0 and "order_items"."line_total" >= 0),
	CONSTRAINT "order_items_tax_ck" CHECK ("order_items"."sales_tax_code" in ('G', 'E'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"customer_snapshot" jsonb NOT NULL,
	"created_by_id" integer,
	"admin_created" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'Not paid' NOT NULL,
	"delivered_status" text DEFAULT 'Not delivered' NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"subtotal" numeric(12, 2) NOT NULL,
	"tax" numeric(12, 2) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"town_city" text NOT NULL,
	"state" text NOT NULL,
	"zipcode" text NOT NULL,
	"country" text DEFAULT 'Canada' NOT NULL,
	"order_notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in ('Paid', 'Not paid')),
	CONSTRAINT "orders_delivered_ck" CHECK ("orders"."delivered_status" in ('Delivered', 'Not delivered')),
	CONSTRAINT "orders_confirmed_at_ck" CHECK ("orders"."confirmed" = ("orders"."confirmed_at" is not null)),
	CONSTRAINT "orders_amounts_ck" CHECK ("orders"."subtotal" >= 0 and "orders"."tax" >= 0 and "orders"."price" = "orders"."subtotal" + "orders"."tax")
);
--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_codes_attempts_ck" CHECK ("password_reset_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"item" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"cost" numeric(12, 2) DEFAULT '0' NOT NULL,
	"special" numeric(5, 2) DEFAULT '0' NOT NULL,
	"image" text,
	"barcode" text,
	"box_quantity" integer DEFAULT 1 NOT NULL,
	"stock" boolean DEFAULT true NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"sales_tax_code" text DEFAULT 'E' NOT NULL,
	"purchase_tax_code" text DEFAULT 'E' NOT NULL,
	"need_to_reorder_below" integer DEFAULT 0 NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"actions" text DEFAULT 'None' NOT NULL,
	"vendor_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (shop_search_norm(name || ' ' || item || ' ' || coalesce(barcode, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_ck" CHECK ("products"."price" >= 0),
	CONSTRAINT "products_cost_ck" CHECK ("products"."cost" >= 0),
	CONSTRAINT "products_special_ck" CHECK ("products"."special" >= 0 and "products"."special" <= 100),
	CONSTRAINT "products_box_quantity_ck" CHECK ("products"."box_quantity" >= 1),
	CONSTRAINT "products_reorder_ck" CHECK ("products"."need_to_reorder_below" >= 0),
	CONSTRAINT "products_sales_tax_ck" CHECK ("products"."sales_tax_code" in ('G', 'E')),
	CONSTRAINT "products_purchase_tax_ck" CHECK ("products"."purchase_tax_code" in ('G', 'E')),
	CONSTRAINT "products_actions_ck" CHECK ("products"."actions" in ('None', '10-1')),
	CONSTRAINT "products_name_ck" CHECK (length(trim("products"."name")) > 0),
	CONSTRAINT "products_sold_ck" CHECK ("products"."sold_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text,
	"role" text DEFAULT 'Customer' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'Canada' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"town_city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zipcode" text DEFAULT '' NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_ck" CHECK ("users"."role" in ('Admin', 'Customer')),
	CONSTRAINT "users_email_ck" CHECK (position('@' in "users"."email") > 1)
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"primary_contact" text DEFAULT '' NOT NULL,
	"main_phone" text DEFAULT '' NOT NULL,
	"fax" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_name_ck" CHECK (length(trim("vendors"."name")) > 0)
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_drafts" ADD CONSTRAINT "order_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_drafts" ADD CONSTRAINT "order_drafts_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_hash_uq" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_user_idx" ON "api_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cart_items_product_idx" ON "cart_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_uq" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "categories_name_idx" ON "categories" USING btree ("name");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_drafts_customer_idx" ON "order_drafts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_customer_created_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_customer_price_idx" ON "orders" USING btree ("customer_id","price");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_price_idx" ON "orders" USING btree ("price");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","delivered_status","created_at");--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin (shop_search_norm("company_name" || ' ' || "full_name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "password_reset_codes_user_created_idx" ON "password_reset_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_uq" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "products_item_uq" ON "products" USING btree (lower("item"));--> statement-breakpoint
CREATE INDEX "products_barcode_idx" ON "products" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_active_name_idx" ON "products" USING btree ("is_deleted","name","id");--> statement-breakpoint
CREATE INDEX "products_active_price_idx" ON "products" USING btree ("is_deleted","price","id");--> statement-breakpoint
CREATE INDEX "products_active_ordering_idx" ON "products" USING btree ("is_deleted","ordering","id");--> statement-breakpoint
CREATE INDEX "products_active_created_idx" ON "products" USING btree ("is_deleted","created_at","id");--> statement-breakpoint
CREATE INDEX "products_active_sold_idx" ON "products" USING btree ("is_deleted","sold_count","id");--> statement-breakpoint
CREATE INDEX "products_vendor_idx" ON "products" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "products_no_image_idx" ON "products" USING btree ("name","id") WHERE "products"."image" is null;--> statement-breakpoint
CREATE INDEX "products_need_reorder_idx" ON "products" USING btree ("name","id") WHERE "products"."quantity" < "products"."need_to_reorder_below";--> statement-breakpoint
CREATE INDEX "products_special_idx" ON "products" USING btree ("name","id") WHERE "products"."special" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (shop_search_norm("company" || ' ' || "first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendors_name_idx" ON "vendors" USING btree (lower("name"));