CREATE TABLE "captcha_used_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_vacancy_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"vacancy_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"contact_number" text NOT NULL,
	"comment" text NOT NULL,
	"cv_key" text NOT NULL,
	"cv_file_name" text NOT NULL,
	"cv_media_type" text NOT NULL,
	"cv_size" integer NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "support_customer_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"recommend_scale" integer NOT NULL,
	"reasons" text[] NOT NULL,
	"comment" text,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"account_number" text,
	"passport_no" text,
	"service_id" text,
	"subject_id" integer NOT NULL,
	"email" text,
	"contact_number" text NOT NULL,
	"comment" text,
	"promo_code" text,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_subjects" (
	"id" integer PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_vacancy_applications" ADD CONSTRAINT "content_vacancy_applications_vacancy_id_content_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."content_vacancies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_subject_id_support_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."support_subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_outbox_due" ON "notification_outbox" USING btree ("status","next_attempt_at");