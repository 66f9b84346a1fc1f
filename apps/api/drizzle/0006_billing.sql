CREATE TABLE "billing_invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"service_id" text NOT NULL,
	"service_name" text NOT NULL,
	"plan_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"customer_id" text NOT NULL,
	"issued_on" date NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"due_on" date NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"payment_id" integer,
	"paid_on" date,
	CONSTRAINT "billing_invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "billing_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"comment" text NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_plan_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" text NOT NULL,
	"plan_code" text NOT NULL,
	"plan_name" text NOT NULL,
	"speed_mbps" integer,
	"monthly_fee_cents" integer NOT NULL,
	"effective_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_services" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"service_name" text NOT NULL,
	"plan_code" text NOT NULL,
	"plan_name" text NOT NULL,
	"speed_mbps" integer,
	"status" text NOT NULL,
	"billing_day" integer NOT NULL,
	"effective_on" date NOT NULL,
	"monthly_fee_cents" integer NOT NULL,
	"routers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_invoice_lines" ADD CONSTRAINT "billing_invoice_lines_invoice_id_billing_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."billing_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_payment_id_billing_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."billing_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_plan_changes" ADD CONSTRAINT "billing_plan_changes_service_id_billing_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."billing_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoice_lines_position" ON "billing_invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_customer_period" ON "billing_invoices" USING btree ("customer_id","period_start");--> statement-breakpoint
CREATE INDEX "billing_invoices_payment" ON "billing_invoices" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "billing_payments_customer" ON "billing_payments" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_plan_changes_service_day" ON "billing_plan_changes" USING btree ("service_id","effective_on");--> statement-breakpoint
CREATE INDEX "billing_services_customer" ON "billing_services" USING btree ("customer_id");