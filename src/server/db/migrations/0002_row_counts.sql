-- Exact row counts of the data tables, kept by statement-level triggers, so an unfiltered
-- list (100 000 orders) answers its total without counting every row on each page. A table
-- without a row here (the row was deleted, or the table is new) is simply counted the slow way.
CREATE TABLE IF NOT EXISTS "row_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION row_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE row_counts SET n = n + (SELECT count(*) FROM inserted_rows) WHERE table_name = TG_TABLE_NAME;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION row_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE row_counts SET n = n - (SELECT count(*) FROM deleted_rows) WHERE table_name = TG_TABLE_NAME;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION row_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE row_counts SET n = 0 WHERE table_name = TG_TABLE_NAME;
	RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
	FOREACH t IN ARRAY ARRAY['categories','products','orders','order_items','calls','orders_images','payments','cart','attributes','filters','prom_products','inventory','reviews','articles','seo','action_logs','parsers','sms','ttns','tasks','cash_flows'] LOOP
		EXECUTE format('INSERT INTO row_counts (table_name, n) SELECT %L, count(*) FROM %I ON CONFLICT (table_name) DO UPDATE SET n = excluded.n', t, t);
		EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_inserted()', t || '_count_inserted', t);
		EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_deleted()', t || '_count_deleted', t);
		EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncated()', t || '_count_truncated', t);
	END LOOP;
END
$$;
