ALTER TABLE "orders" ADD COLUMN "delivery_method" text DEFAULT 'nova_poshta' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address" text;--> statement-breakpoint
CREATE INDEX "orders_delivery_method_idx" ON "orders" USING btree ("delivery_method","id");