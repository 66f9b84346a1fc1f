CREATE SEQUENCE "public"."orders_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 60001 CACHE 1;--> statement-breakpoint
CREATE TABLE "catalog_plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"product_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"speed_mbps" integer,
	"monthly_fee_cents" integer NOT NULL,
	CONSTRAINT "catalog_plans_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "catalog_products" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"product_type" text NOT NULL,
	"category" text NOT NULL,
	"is_addon" boolean NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "catalog_products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "orders_installation_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"step" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"qty" integer NOT NULL,
	"unit_price_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" integer DEFAULT nextval('orders_order_number_seq') NOT NULL,
	"customer_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"title" jsonb NOT NULL,
	"service_id" text,
	"amount_cents" integer NOT NULL,
	"invoice_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"from_plan_code" text,
	"to_plan_code" text,
	"to_monthly_fee_cents" integer,
	"effective_on" date,
	"paid_at" timestamp with time zone,
	"payment_method" text,
	"receipt_number" text,
	"appointment_at" timestamp with time zone,
	"engineer_name" text,
	"engineer_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_orders_receipt_number_unique" UNIQUE("receipt_number")
);
--> statement-breakpoint
CREATE TABLE "orders_quotation_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"qty" integer NOT NULL,
	"unit_price_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders_quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_number" text NOT NULL,
	"order_id" integer NOT NULL,
	"issued_on" date NOT NULL,
	"valid_until" date NOT NULL,
	CONSTRAINT "orders_quotations_quotation_number_unique" UNIQUE("quotation_number")
);
--> statement-breakpoint
ALTER TABLE "catalog_plans" ADD CONSTRAINT "catalog_plans_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_installation_events" ADD CONSTRAINT "orders_installation_events_order_id_orders_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_order_lines" ADD CONSTRAINT "orders_order_lines_order_id_orders_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_quotation_lines" ADD CONSTRAINT "orders_quotation_lines_quotation_id_orders_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."orders_quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_quotations" ADD CONSTRAINT "orders_quotations_order_id_orders_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_plans_product_idx" ON "catalog_plans" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_installation_events_order_idx" ON "orders_installation_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_order_lines_order_idx" ON "orders_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_orders_customer_idx" ON "orders_orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_orders_service_idx" ON "orders_orders" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "orders_quotation_lines_quotation_idx" ON "orders_quotation_lines" USING btree ("quotation_id");--> statement-breakpoint
CREATE INDEX "orders_quotations_order_idx" ON "orders_quotations" USING btree ("order_id");