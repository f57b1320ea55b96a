-- Exact row counts of the data tables, kept by statement-level triggers, so an unfiltered
-- list (100 000 orders) answers its total without counting every row on each page. A table
-- without a row here (the row was deleted, or the table is new) is simply counted the slow way.
-- The triggers themselves are installed from the registry after every migration
-- (`src/server/db/row-counts.ts`), so a new table gets them without a list kept here.
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
