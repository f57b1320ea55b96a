CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"new_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"chats" integer DEFAULT 0 NOT NULL,
	"error" text,
	"finished_at" timestamp with time zone,
	"started_by" text
);
--> statement-breakpoint
CREATE TABLE "marketplace_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"external_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"external_status" text,
	"external_modified" text,
	"imported" jsonb,
	"sync_error" text
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "external_title" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "external_offer" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "unmatched" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "import_runs_source_idx" ON "import_runs" USING btree ("source","id");--> statement-breakpoint
CREATE INDEX "import_runs_account_idx" ON "import_runs" USING btree ("account","id");--> statement-breakpoint
CREATE INDEX "import_runs_status_idx" ON "import_runs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "marketplace_orders_source_idx" ON "marketplace_orders" USING btree ("source","id");--> statement-breakpoint
CREATE INDEX "marketplace_orders_account_idx" ON "marketplace_orders" USING btree ("account","id");--> statement-breakpoint
CREATE INDEX "marketplace_orders_external_id_idx" ON "marketplace_orders" USING btree ("external_id","id");--> statement-breakpoint
CREATE INDEX "marketplace_orders_order_id_idx" ON "marketplace_orders" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_orders_source_account_external_id_unique" ON "marketplace_orders" USING btree ("source","account","external_id");