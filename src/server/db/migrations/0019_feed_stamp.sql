-- The Prom feed's change stamp: one row, bumped by statement-level triggers on every table
-- the feed reads (products, categories, stored_images, prom_products, settings), in the same
-- transaction as the change, and only when a statement changed rows (a refused update that
-- matched none leaves it alone). The server keeps each account's built feed while the stamp it
-- was built at is the current one (src/server/catalogue/feed-cache.ts): one small read per
-- request instead of a rebuild. `epoch` is new whenever the row is made again (a restored or
-- emptied table), so a stamp read before can never match one read after.
CREATE TABLE IF NOT EXISTS "feed_stamp" (
	"id" integer PRIMARY KEY NOT NULL CHECK ("id" = 1),
	"epoch" uuid NOT NULL DEFAULT gen_random_uuid(),
	"version" bigint NOT NULL DEFAULT 0,
	"changed_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
INSERT INTO "feed_stamp" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION feed_stamp_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Checked apart: a TRUNCATE trigger has no transition table to look at.
	IF TG_OP <> 'TRUNCATE' THEN
		IF NOT EXISTS (SELECT 1 FROM changed_rows) THEN
			RETURN NULL;
		END IF;
	END IF;
	INSERT INTO feed_stamp (id, version, changed_at) VALUES (1, 1, now())
	ON CONFLICT (id) DO UPDATE SET version = feed_stamp.version + 1, changed_at = now();
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER feed_stamp_products_inserted AFTER INSERT ON "products"
	REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER feed_stamp_products_updated AFTER UPDATE ON "products"
	REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER feed_stamp_products_deleted AFTER DELETE ON "products"
	REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER feed_stamp_products_truncated AFTER TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION feed_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER feed_stamp_categories_inserted AFTER INSERT ON "categories"
	REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER feed_stamp_categories_updated AFTER UPDATE ON "categories"
	REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER feed_stamp_categories_deleted AFTER DELETE ON "categories"
	REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER feed_stamp_categories_truncated AFTER TRUNCATE ON "categories"
	FOR EACH STATEMENT EXECUTE FUNCTION feed_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER feed_stamp_stored_images_inserted AFTER INSERT ON "stored_images"
	REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER feed_stamp_stored_images_updated AFTER UPDATE ON "stored_images"
	REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER feed_stamp_stored_images_deleted AFTER DELETE ON "stored_images"
	REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER feed_stamp_stored_images_truncated AFTER TRUNCATE ON "stored_images"
	FOR EACH STATEMENT EXECUTE FUNCTION feed_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER feed_stamp_prom_products_inserted AFTER INSERT ON "prom_products"
	REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER feed_stamp_prom_products_updated AFTER UPDATE ON "prom_products"
	REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER feed_stamp_prom_products_deleted AFTER DELETE ON "prom_products"
	REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER feed_stamp_prom_products_truncated AFTER TRUNCATE ON "prom_products"
	FOR EACH STATEMENT EXECUTE FUNCTION feed_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER feed_stamp_settings_inserted AFTER INSERT ON "settings"
	REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER feed_stamp_settings_updated AFTER UPDATE ON "settings"
	REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER feed_stamp_settings_deleted AFTER DELETE ON "settings"
	REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER feed_stamp_settings_truncated AFTER TRUNCATE ON "settings"
	FOR EACH STATEMENT EXECUTE FUNCTION feed_stamp_bump();
