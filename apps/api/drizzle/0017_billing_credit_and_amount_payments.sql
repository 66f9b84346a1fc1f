CREATE TABLE "billing_customer_credits" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments_orders" ADD COLUMN "kind" text DEFAULT 'invoices' NOT NULL;--> statement-breakpoint
-- Orders made before the column: those with a service order number paid that order.
UPDATE "payments_orders" SET "kind" = 'service-order' WHERE "service_order_number" IS NOT NULL;
