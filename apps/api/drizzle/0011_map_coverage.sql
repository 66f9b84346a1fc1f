CREATE TABLE "map_branches" (
	"id" integer PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"phones" text[] NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "map_coverage_areas" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"districts" text[] NOT NULL,
	"geometry" jsonb NOT NULL
);
