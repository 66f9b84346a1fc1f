CREATE TABLE "orders_coverage_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"full_name" text NOT NULL,
	"contact_number" text NOT NULL,
	"plan_code" text,
	"commune_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders_orders" ADD COLUMN "period_months" integer;--> statement-breakpoint
ALTER TABLE "orders_orders" ADD COLUMN "location_id" integer;--> statement-breakpoint
ALTER TABLE "orders_orders" ADD COLUMN "install_area" text;--> statement-breakpoint
ALTER TABLE "orders_orders" ADD COLUMN "install_slot" text;--> statement-breakpoint
CREATE INDEX "orders_orders_install_idx" ON "orders_orders" USING btree ("install_area","appointment_at");