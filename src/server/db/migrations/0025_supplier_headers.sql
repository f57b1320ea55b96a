CREATE TABLE "supplier_headers" (
	"provider" text PRIMARY KEY NOT NULL,
	"headers" jsonb NOT NULL,
	"source" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
