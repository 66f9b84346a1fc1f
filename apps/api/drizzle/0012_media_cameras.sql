CREATE TABLE "media_cameras" (
	"id" integer PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"location" jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"is_live" boolean NOT NULL,
	"still_file_name" text NOT NULL
);
