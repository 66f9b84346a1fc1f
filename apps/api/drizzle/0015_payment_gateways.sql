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
ALTER TABLE "payments_orders" ADD COLUMN "language" text DEFAULT 'km' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments_orders" ADD COLUMN "refund_due" boolean DEFAULT false NOT NULL;