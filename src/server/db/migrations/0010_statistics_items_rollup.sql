-- Items sold per Kyiv day and product: how many and for how much, counting the items of orders
-- that sold (every status but refusal, not_available and return), as `stats_orders_daily`
-- (migration 0006) does for the orders. The products statistics read a period's few thousand
-- rows of this table instead of joining every order of the period with its items (100 000
-- orders: the target is 50 ms p95, `npm run bench`). `key` is the product's id, or `t:` and the
-- item's title for an item without a product; `title` is the item title last counted under it.
-- Kept by statement-level triggers on both tables, each adding or taking away the items it
-- touches through one function; written by hand (`drizzle-kit generate --custom`).
CREATE TABLE IF NOT EXISTS "stats_items_daily" (
	"day" date NOT NULL,
	"key" text NOT NULL,
	"product_id" integer,
	"title" text NOT NULL,
	"quantity" bigint NOT NULL DEFAULT 0,
	"total" numeric(16, 2) NOT NULL DEFAULT 0,
	PRIMARY KEY ("day", "key")
);
--> statement-breakpoint
CREATE TYPE stats_item_delta AS (
	"day" date, "key" text, "product_id" integer, "title" text, "quantity" bigint, "total" numeric
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_items_apply(deltas stats_item_delta[]) RETURNS void
LANGUAGE sql AS $$
	INSERT INTO stats_items_daily AS s ("day", "key", "product_id", "title", "quantity", "total")
	SELECT d."day", d."key", max(d.product_id), max(d.title), sum(d.quantity), sum(d.total)
	FROM unnest(deltas) d
	WHERE d.key IS NOT NULL
	GROUP BY d."day", d."key"
	ORDER BY d."day", d."key"
	ON CONFLICT ("day", "key") DO UPDATE SET
		"product_id" = coalesce(excluded.product_id, s.product_id),
		"title" = excluded.title,
		"quantity" = s.quantity + excluded.quantity,
		"total" = s.total + excluded.total;
$$;
--> statement-breakpoint
-- One item of one order as the change it makes: `sign` 1 adds it, -1 takes it away; nothing
-- for an order that did not sell.
CREATE OR REPLACE FUNCTION stats_item_delta_of(
	sign integer, status text, created_at timestamptz, product_id integer, title text,
	price numeric, quantity integer
) RETURNS stats_item_delta LANGUAGE sql STABLE AS $$
	SELECT CASE WHEN status NOT IN ('refusal', 'not_available', 'return') THEN ROW(
		(created_at AT TIME ZONE 'Europe/Kyiv')::date,
		coalesce(product_id::text, 't:' || title),
		product_id, title, sign * quantity, sign * price * quantity
	)::stats_item_delta END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_items_orders_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM stats_items_apply(ARRAY(
		SELECT stats_item_delta_of(1, o.status, o.created_at, i.product_id, i.title, i.price, i.quantity)
		FROM new_rows o JOIN order_items i ON i.order_id = o.id
		WHERE o.status NOT IN ('refusal', 'not_available', 'return')));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_items_orders_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM stats_items_apply(ARRAY(
		SELECT stats_item_delta_of(-1, o.status, o.created_at, i.product_id, i.title, i.price, i.quantity)
		FROM old_rows o JOIN order_items i ON i.order_id = o.id
		WHERE o.status NOT IN ('refusal', 'not_available', 'return')));
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only orders whose sale or day changed move their items: an edit of anything else writes nothing.
CREATE OR REPLACE FUNCTION stats_items_orders_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM stats_items_apply(ARRAY(
		SELECT d FROM (
			SELECT stats_item_delta_of(-1, o.status, o.created_at, i.product_id, i.title, i.price, i.quantity) d
			FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN order_items i ON i.order_id = o.id
			WHERE o.status IS DISTINCT FROM n.status OR o.created_at <> n.created_at
			UNION ALL
			SELECT stats_item_delta_of(1, n.status, n.created_at, i.product_id, i.title, i.price, i.quantity)
			FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN order_items i ON i.order_id = n.id
			WHERE o.status IS DISTINCT FROM n.status OR o.created_at <> n.created_at
		) moved WHERE (d).key IS NOT NULL));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_items_items_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM stats_items_apply(ARRAY(
		SELECT stats_item_delta_of(1, o.status, o.created_at, i.product_id, i.title, i.price, i.quantity)
		FROM new_rows i JOIN orders o ON o.id = i.order_id
		WHERE o.status NOT IN ('refusal', 'not_available', 'return')));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_items_items_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM stats_items_apply(ARRAY(
		SELECT stats_item_delta_of(-1, o.status, o.created_at, i.product_id, i.title, i.price, i.quantity)
		FROM old_rows i JOIN orders o ON o.id = i.order_id
		WHERE o.status NOT IN ('refusal', 'not_available', 'return')));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_items_items_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM stats_items_apply(ARRAY(
		SELECT d FROM (
			SELECT stats_item_delta_of(-1, o.status, o.created_at, i.product_id, i.title, i.price, i.quantity) d
			FROM old_rows i JOIN orders o ON o.id = i.order_id
			UNION ALL
			SELECT stats_item_delta_of(1, o.status, o.created_at, i.product_id, i.title, i.price, i.quantity)
			FROM new_rows i JOIN orders o ON o.id = i.order_id
		) moved WHERE (d).key IS NOT NULL));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_items_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM stats_items_daily;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stats_items_orders_inserted AFTER INSERT ON "orders"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_items_orders_inserted();
--> statement-breakpoint
CREATE TRIGGER stats_items_orders_updated AFTER UPDATE ON "orders"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION stats_items_orders_updated();
--> statement-breakpoint
CREATE TRIGGER stats_items_orders_deleted AFTER DELETE ON "orders"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_items_orders_deleted();
--> statement-breakpoint
CREATE TRIGGER stats_items_orders_truncated AFTER TRUNCATE ON "orders"
	FOR EACH STATEMENT EXECUTE FUNCTION stats_items_truncated();
--> statement-breakpoint
CREATE TRIGGER stats_items_items_inserted AFTER INSERT ON "order_items"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_items_items_inserted();
--> statement-breakpoint
CREATE TRIGGER stats_items_items_updated AFTER UPDATE ON "order_items"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION stats_items_items_updated();
--> statement-breakpoint
CREATE TRIGGER stats_items_items_deleted AFTER DELETE ON "order_items"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_items_items_deleted();
--> statement-breakpoint
CREATE TRIGGER stats_items_items_truncated AFTER TRUNCATE ON "order_items"
	FOR EACH STATEMENT EXECUTE FUNCTION stats_items_truncated();
--> statement-breakpoint
-- The items already there.
SELECT stats_items_apply(ARRAY(
	SELECT stats_item_delta_of(1, o.status, o.created_at, i.product_id, i.title, i.price, i.quantity)
	FROM orders o JOIN order_items i ON i.order_id = o.id
	WHERE o.status NOT IN ('refusal', 'not_available', 'return')));
