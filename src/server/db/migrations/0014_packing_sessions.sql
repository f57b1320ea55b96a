CREATE TABLE "packing_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" integer NOT NULL,
	"ticks" jsonb,
	"user_id" integer,
	"packed_by" integer,
	"packed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "packing_sessions_order_id_unique" ON "packing_sessions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "packing_sessions_user_id_idx" ON "packing_sessions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "packing_sessions_packed_by_idx" ON "packing_sessions" USING btree ("packed_by","id");--> statement-breakpoint
CREATE INDEX "packing_sessions_packed_at_idx" ON "packing_sessions" USING btree ("packed_at","id");