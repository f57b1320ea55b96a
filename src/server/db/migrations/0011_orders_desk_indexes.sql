CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_site_id_idx" ON "orders" USING btree ("status","site","id");--> statement-breakpoint
CREATE INDEX "orders_status_order_way_id_idx" ON "orders" USING btree ("status","order_way","id");--> statement-breakpoint
CREATE INDEX "orders_status_pay_method_id_idx" ON "orders" USING btree ("status","pay_method","id");--> statement-breakpoint
CREATE INDEX "orders_status_user_id_id_idx" ON "orders" USING btree ("status","user_id","id");