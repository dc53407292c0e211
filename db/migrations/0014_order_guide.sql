CREATE TABLE "order_guide_lines" (
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"usual_quantity" integer,
	"position" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_guide_lines_customer_id_product_id_pk" PRIMARY KEY("customer_id","product_id"),
	CONSTRAINT "order_guide_lines_usual_ck" CHECK ("order_guide_lines"."usual_quantity" is null or "order_guide_lines"."usual_quantity" between 1 and 999),
	CONSTRAINT "order_guide_lines_position_ck" CHECK ("order_guide_lines"."position" is null or "order_guide_lines"."position" >= 1),
	CONSTRAINT "order_guide_lines_pinned_hidden_ck" CHECK (not ("order_guide_lines"."pinned" and "order_guide_lines"."hidden"))
);
--> statement-breakpoint
ALTER TABLE "order_guide_lines" ADD CONSTRAINT "order_guide_lines_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_guide_lines" ADD CONSTRAINT "order_guide_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_guide_lines_product_idx" ON "order_guide_lines" USING btree ("product_id");