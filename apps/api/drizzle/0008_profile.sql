CREATE TABLE "selfcare_admin_units" (
	"code" text PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"type" text NOT NULL,
	"parent_code" text,
	"name_km" text NOT NULL,
	"name_latin" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selfcare_customer_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"location_type_id" integer NOT NULL,
	"location_name_id" integer,
	"location_project_id" integer,
	"house" text,
	"street" text,
	"floor" text,
	"room" text,
	"province_code" text NOT NULL,
	"district_code" text NOT NULL,
	"commune_code" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selfcare_dictionary_entries" (
	"list" text NOT NULL,
	"id" integer NOT NULL,
	"parent_id" integer,
	"sort_order" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_km" text NOT NULL,
	"name_zh" text NOT NULL,
	CONSTRAINT "selfcare_dictionary_entries_list_id_pk" PRIMARY KEY("list","id")
);
--> statement-breakpoint
ALTER TABLE "selfcare_customers" ADD COLUMN "name_km" text;--> statement-breakpoint
ALTER TABLE "selfcare_customers" ADD COLUMN "honorific_id" integer;--> statement-breakpoint
ALTER TABLE "selfcare_customers" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "selfcare_customers" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "selfcare_customers" ADD COLUMN "gender_id" integer;--> statement-breakpoint
ALTER TABLE "selfcare_customers" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "selfcare_customers" ADD COLUMN "nationality_id" integer;--> statement-breakpoint
ALTER TABLE "selfcare_customers" ADD COLUMN "identify_number" text;--> statement-breakpoint
ALTER TABLE "selfcare_customers" ADD COLUMN "identify_file_key" text;--> statement-breakpoint
ALTER TABLE "selfcare_customers" ADD COLUMN "identify_file_type" text;--> statement-breakpoint
ALTER TABLE "selfcare_customers" ADD COLUMN "secondary_phone" text;--> statement-breakpoint
ALTER TABLE "selfcare_customers" ADD COLUMN "date_appointment" date;--> statement-breakpoint
ALTER TABLE "selfcare_customers" ADD COLUMN "date_appointment_slot" text;--> statement-breakpoint
ALTER TABLE "selfcare_customers" ADD COLUMN "request_installation_date" date;--> statement-breakpoint
ALTER TABLE "selfcare_customers" ADD COLUMN "request_installation_slot" text;--> statement-breakpoint
ALTER TABLE "selfcare_customers" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "selfcare_customers" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "selfcare_customers" ADD COLUMN "company_phone" text;--> statement-breakpoint
ALTER TABLE "selfcare_customers" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "selfcare_customers" ADD COLUMN "vat_tin" text;--> statement-breakpoint
ALTER TABLE "selfcare_customers" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "selfcare_customer_locations" ADD CONSTRAINT "selfcare_customer_locations_customer_id_selfcare_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."selfcare_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "selfcare_admin_units_parent" ON "selfcare_admin_units" USING btree ("parent_code");--> statement-breakpoint
CREATE INDEX "selfcare_customer_locations_customer" ON "selfcare_customer_locations" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "selfcare_dictionary_entries_parent" ON "selfcare_dictionary_entries" USING btree ("list","parent_id");