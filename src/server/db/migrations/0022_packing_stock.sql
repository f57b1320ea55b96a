CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"user_id" integer
);
--> statement-breakpoint
ALTER TABLE "packing_sessions" ADD COLUMN "released_by" integer;--> statement-breakpoint
ALTER TABLE "packing_sessions" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "packing_sessions" ADD COLUMN "release_reason" text;--> statement-breakpoint
CREATE INDEX "stock_movements_product_id_idx" ON "stock_movements" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_reason_idx" ON "stock_movements" USING btree ("reason","id");--> statement-breakpoint
CREATE INDEX "stock_movements_order_id_idx" ON "stock_movements" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_user_id_idx" ON "stock_movements" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "packing_sessions_released_by_idx" ON "packing_sessions" USING btree ("released_by","id");