-- Orders per Kyiv day by each dimension the statistics read (status, pay method, site, source,
-- manager): how many, their sum, and how many of them sold (every status but refusal,
-- not_available and return) with their sum. Kept by statement-level triggers on orders, so a
-- period's statistics read a few hundred rows of this table instead of every order in it
-- (100 000 orders: the target is 50 ms p95, `npm run bench`). Written by hand: drizzle-kit does
-- not write triggers (`drizzle-kit generate --custom`). `key` is '' where the order has no value.
CREATE TABLE IF NOT EXISTS "stats_orders_daily" (
	"dim" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"orders" integer NOT NULL DEFAULT 0,
	"total" numeric(16, 2) NOT NULL DEFAULT 0,
	"sold" integer NOT NULL DEFAULT 0,
	"sold_total" numeric(16, 2) NOT NULL DEFAULT 0,
	PRIMARY KEY ("dim", "day", "key")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_orders_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO stats_orders_daily AS s ("dim", "day", "key", "orders", "total", "sold", "sold_total")
	SELECT x.dim, (r.created_at AT TIME ZONE 'Europe/Kyiv')::date, x.key,
		count(*), coalesce(sum(r.total), 0),
		count(*) FILTER (WHERE r.status NOT IN ('refusal', 'not_available', 'return')),
		coalesce(sum(r.total) FILTER (WHERE r.status NOT IN ('refusal', 'not_available', 'return')), 0)
	FROM new_rows r
	CROSS JOIN LATERAL (VALUES
		('status', coalesce(r.status, '')),
		('pay_method', coalesce(r.pay_method, '')),
		('site', coalesce(r.site, '')),
		('order_way', coalesce(r.order_way, '')),
		('user_id', coalesce(r.user_id::text, ''))
	) AS x(dim, key)
	GROUP BY 1, 2, 3
	ON CONFLICT ("dim", "day", "key") DO UPDATE SET
		"orders" = s."orders" + excluded."orders",
		"total" = s."total" + excluded."total",
		"sold" = s."sold" + excluded."sold",
		"sold_total" = s."sold_total" + excluded."sold_total";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_orders_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO stats_orders_daily AS s ("dim", "day", "key", "orders", "total", "sold", "sold_total")
	SELECT x.dim, (r.created_at AT TIME ZONE 'Europe/Kyiv')::date, x.key,
		-count(*), -coalesce(sum(r.total), 0),
		-count(*) FILTER (WHERE r.status NOT IN ('refusal', 'not_available', 'return')),
		-coalesce(sum(r.total) FILTER (WHERE r.status NOT IN ('refusal', 'not_available', 'return')), 0)
	FROM old_rows r
	CROSS JOIN LATERAL (VALUES
		('status', coalesce(r.status, '')),
		('pay_method', coalesce(r.pay_method, '')),
		('site', coalesce(r.site, '')),
		('order_way', coalesce(r.order_way, '')),
		('user_id', coalesce(r.user_id::text, ''))
	) AS x(dim, key)
	GROUP BY 1, 2, 3
	ON CONFLICT ("dim", "day", "key") DO UPDATE SET
		"orders" = s."orders" + excluded."orders",
		"total" = s."total" + excluded."total",
		"sold" = s."sold" + excluded."sold",
		"sold_total" = s."sold_total" + excluded."sold_total";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_orders_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO stats_orders_daily AS s ("dim", "day", "key", "orders", "total", "sold", "sold_total")
	SELECT x.dim, (r.created_at AT TIME ZONE 'Europe/Kyiv')::date, x.key,
		-count(*), -coalesce(sum(r.total), 0),
		-count(*) FILTER (WHERE r.status NOT IN ('refusal', 'not_available', 'return')),
		-coalesce(sum(r.total) FILTER (WHERE r.status NOT IN ('refusal', 'not_available', 'return')), 0)
	FROM old_rows r
	CROSS JOIN LATERAL (VALUES
		('status', coalesce(r.status, '')),
		('pay_method', coalesce(r.pay_method, '')),
		('site', coalesce(r.site, '')),
		('order_way', coalesce(r.order_way, '')),
		('user_id', coalesce(r.user_id::text, ''))
	) AS x(dim, key)
	GROUP BY 1, 2, 3
	ON CONFLICT ("dim", "day", "key") DO UPDATE SET
		"orders" = s."orders" + excluded."orders",
		"total" = s."total" + excluded."total",
		"sold" = s."sold" + excluded."sold",
		"sold_total" = s."sold_total" + excluded."sold_total";
	INSERT INTO stats_orders_daily AS s ("dim", "day", "key", "orders", "total", "sold", "sold_total")
	SELECT x.dim, (r.created_at AT TIME ZONE 'Europe/Kyiv')::date, x.key,
		count(*), coalesce(sum(r.total), 0),
		count(*) FILTER (WHERE r.status NOT IN ('refusal', 'not_available', 'return')),
		coalesce(sum(r.total) FILTER (WHERE r.status NOT IN ('refusal', 'not_available', 'return')), 0)
	FROM new_rows r
	CROSS JOIN LATERAL (VALUES
		('status', coalesce(r.status, '')),
		('pay_method', coalesce(r.pay_method, '')),
		('site', coalesce(r.site, '')),
		('order_way', coalesce(r.order_way, '')),
		('user_id', coalesce(r.user_id::text, ''))
	) AS x(dim, key)
	GROUP BY 1, 2, 3
	ON CONFLICT ("dim", "day", "key") DO UPDATE SET
		"orders" = s."orders" + excluded."orders",
		"total" = s."total" + excluded."total",
		"sold" = s."sold" + excluded."sold",
		"sold_total" = s."sold_total" + excluded."sold_total";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_orders_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM stats_orders_daily;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stats_orders_inserted AFTER INSERT ON "orders"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_orders_inserted();
--> statement-breakpoint
CREATE TRIGGER stats_orders_updated AFTER UPDATE ON "orders"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION stats_orders_updated();
--> statement-breakpoint
CREATE TRIGGER stats_orders_deleted AFTER DELETE ON "orders"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_orders_deleted();
--> statement-breakpoint
CREATE TRIGGER stats_orders_truncated AFTER TRUNCATE ON "orders"
	FOR EACH STATEMENT EXECUTE FUNCTION stats_orders_truncated();
--> statement-breakpoint
-- The orders already there.
INSERT INTO stats_orders_daily AS s ("dim", "day", "key", "orders", "total", "sold", "sold_total")
	SELECT x.dim, (r.created_at AT TIME ZONE 'Europe/Kyiv')::date, x.key,
		count(*), coalesce(sum(r.total), 0),
		count(*) FILTER (WHERE r.status NOT IN ('refusal', 'not_available', 'return')),
		coalesce(sum(r.total) FILTER (WHERE r.status NOT IN ('refusal', 'not_available', 'return')), 0)
	FROM "orders" r
	CROSS JOIN LATERAL (VALUES
		('status', coalesce(r.status, '')),
		('pay_method', coalesce(r.pay_method, '')),
		('site', coalesce(r.site, '')),
		('order_way', coalesce(r.order_way, '')),
		('user_id', coalesce(r.user_id::text, ''))
	) AS x(dim, key)
	GROUP BY 1, 2, 3
	ON CONFLICT ("dim", "day", "key") DO UPDATE SET
		"orders" = s."orders" + excluded."orders",
		"total" = s."total" + excluded."total",
		"sold" = s."sold" + excluded."sold",
		"sold_total" = s."sold_total" + excluded."sold_total";
