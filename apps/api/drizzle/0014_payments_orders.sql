CREATE TABLE "payments_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"customer_id" text NOT NULL,
	"invoice_ids" integer[] NOT NULL,
	"invoice_numbers" text[] NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"khqr" text,
	"khqr_md5" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"gateway_transaction_id" text,
	"payment_id" integer,
	"receipt_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payments_orders_khqr_md5_unique" UNIQUE("khqr_md5")
);
--> statement-breakpoint
CREATE TABLE "payments_sandbox_khqr" (
	"md5" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"from_account_id" text NOT NULL,
	"to_account_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payments_orders_customer_idx" ON "payments_orders" USING btree ("customer_id");