CREATE TABLE "search_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref_id" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"context" text,
	"body" text NOT NULL,
	"sections" jsonb NOT NULL,
	"target" jsonb NOT NULL,
	"folded_title" text NOT NULL,
	"folded_body" text NOT NULL,
	"vector" "tsvector" NOT NULL,
	"visible_from" date,
	"visible_until" date,
	CONSTRAINT "search_documents_ref" UNIQUE("kind","ref_id","language")
);
--> statement-breakpoint
CREATE TABLE "search_index_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"documents" integer NOT NULL,
	"built_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_documents_vector" ON "search_documents" USING gin ("vector");--> statement-breakpoint
CREATE INDEX "search_documents_language" ON "search_documents" USING btree ("language");