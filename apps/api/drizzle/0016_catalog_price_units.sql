ALTER TABLE "catalog_plans" ADD COLUMN "price_unit" text DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_plans" ADD COLUMN "is_starting_price" boolean DEFAULT false NOT NULL;