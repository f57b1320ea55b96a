ALTER TABLE "inventory" ADD COLUMN "applied_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "inventory_applied_at_idx" ON "inventory" USING btree ("applied_at","id");