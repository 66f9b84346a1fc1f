CREATE TABLE "content_pages" (
	"id" text PRIMARY KEY NOT NULL,
	"text" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_web_part_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"web_part_id" integer NOT NULL,
	"position" integer NOT NULL,
	"data" jsonb NOT NULL,
	"text" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_web_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"anchor" text,
	"background_color" text,
	"background_gradient" text,
	"text_color" text,
	"action_url" text,
	"option_type_id" integer,
	"option_type_name" text,
	"text" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_web_part_items" ADD CONSTRAINT "content_web_part_items_web_part_id_content_web_parts_id_fk" FOREIGN KEY ("web_part_id") REFERENCES "public"."content_web_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_web_parts" ADD CONSTRAINT "content_web_parts_page_id_content_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("id") ON DELETE cascade ON UPDATE no action;