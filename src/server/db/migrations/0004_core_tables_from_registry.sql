ALTER TABLE "settings" DROP CONSTRAINT "settings_key_unique";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_login_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "settings_key_unique" ON "settings" USING btree ("key");--> statement-breakpoint
CREATE INDEX "settings_type_idx" ON "settings" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "settings_title_lower_idx" ON "settings" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_unique" ON "users" USING btree ("login");--> statement-breakpoint
CREATE INDEX "users_name_lower_idx" ON "users" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_access_idx" ON "users" USING btree ("access","id");--> statement-breakpoint
CREATE INDEX "users_active_idx" ON "users" USING btree ("active","id");