CREATE TABLE "payments_sandbox_gateway" (
	"gateway" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"amount" text NOT NULL,
	"currency" text NOT NULL,
	"transaction_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_sandbox_gateway_gateway_reference_pk" PRIMARY KEY("gateway","reference")
);
--> statement-breakpoint
ALTER TABLE "payments_orders" ADD COLUMN "service_order_number" integer;--> statement-breakpoint
ALTER TABLE "payments_orders" ADD COLUMN "language" text DEFAULT 'km' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments_orders" ADD COLUMN "refund_due" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments_orders" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_orders_pending_idx" ON "payments_orders" USING btree ("method","status","checked_at");