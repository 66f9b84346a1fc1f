CREATE TABLE "catalog_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"language" text NOT NULL,
	"is_hd" boolean NOT NULL,
	"description" jsonb NOT NULL,
	"packages" text[] NOT NULL,
	CONSTRAINT "catalog_channels_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "content_faq_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"audiences" text[] NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "content_faq_categories_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "content_faq_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question" jsonb NOT NULL,
	"answer" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_vacancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"location" jsonb NOT NULL,
	"vacancy_count" integer NOT NULL,
	"end_date" date NOT NULL,
	"description" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_news_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"start_date" date NOT NULL,
	"title" jsonb NOT NULL,
	"lead" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"image_file_name" text NOT NULL,
	"image_width" integer NOT NULL,
	"image_height" integer NOT NULL,
	"image_alt" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_faq_items" ADD CONSTRAINT "content_faq_items_category_id_content_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."content_faq_categories"("id") ON DELETE cascade ON UPDATE no action;