CREATE TABLE "identity_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text,
	"phone" text,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"customer_id" text,
	"roles" text[] DEFAULT '{customer}'::text[] NOT NULL,
	"failed_sign_ins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"use" text NOT NULL,
	"material" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_oidc_models" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "identity_oidc_models_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "identity_verification_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"interaction_uid" text,
	"code_hash" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selfcare_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_type" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_accounts_email" ON "identity_accounts" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_accounts_phone" ON "identity_accounts" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_accounts_customer" ON "identity_accounts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "identity_oidc_models_grant" ON "identity_oidc_models" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "identity_oidc_models_uid" ON "identity_oidc_models" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "identity_oidc_models_expiry" ON "identity_oidc_models" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "identity_verification_codes_expiry" ON "identity_verification_codes" USING btree ("expires_at");