CREATE TABLE "action_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"table_name" text NOT NULL,
	"record_id" integer NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb,
	"type" text DEFAULT 'default' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"type" text DEFAULT 'new' NOT NULL,
	"slug" text,
	"site" text,
	"image" text,
	"body" text,
	"publish" text DEFAULT '1' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"value" text,
	"image" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"phone" text NOT NULL,
	"surname" text,
	"name" text,
	"status" text DEFAULT 'new_order' NOT NULL,
	"site" text,
	"comment" text,
	"order_id" integer,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "cart" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"provider" text,
	"ordered" boolean DEFAULT false NOT NULL,
	"comment" text,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "cash_flows" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"type" text DEFAULT 'income' NOT NULL,
	"category" text DEFAULT 'default' NOT NULL,
	"description" text,
	"whom_user_id" integer,
	"date" date,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title_full" text NOT NULL,
	"title_uk" text,
	"title_ru" text,
	"type" text NOT NULL,
	"status" text DEFAULT 'regular' NOT NULL,
	"parent_id" integer,
	"slug" text,
	"mask" text DEFAULT '0' NOT NULL,
	"publish" text DEFAULT '1' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"filter_for" text DEFAULT 'category' NOT NULL,
	"slug" text,
	"category_id" integer,
	"publish" text DEFAULT '1' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_id" integer NOT NULL,
	"expected" integer DEFAULT 0 NOT NULL,
	"counted" integer NOT NULL,
	"comment" text,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"title" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"phone" text NOT NULL,
	"surname" text,
	"name" text,
	"patronymic" text,
	"status" text DEFAULT 'new' NOT NULL,
	"track" text,
	"site" text,
	"order_way" text,
	"prom_order" text,
	"prom_acaunt" text,
	"rozetka_order" text,
	"pay_method" text,
	"city_name" text,
	"city_ref" text,
	"warehouse_name" text,
	"warehouse_ref" text,
	"total" numeric(12, 2) DEFAULT 0 NOT NULL,
	"prepayment" numeric(12, 2) DEFAULT 0 NOT NULL,
	"comment" text,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "orders_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" integer NOT NULL,
	"ttn" text,
	"image" text NOT NULL,
	"comment" text,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "parsers" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"provider" text,
	"status" text DEFAULT 'done' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"new_count" integer DEFAULT 0 NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_result" text
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" integer,
	"amount" numeric(12, 2) NOT NULL,
	"pay_method" text NOT NULL,
	"date" date NOT NULL,
	"payer" text,
	"comment" text,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"barcode" text,
	"title_uk" text NOT NULL,
	"title_ru" text,
	"type" text NOT NULL,
	"group" text DEFAULT 'default' NOT NULL,
	"mark" text,
	"price" numeric(12, 2) NOT NULL,
	"old_price" numeric(12, 2),
	"availability" text DEFAULT 'available' NOT NULL,
	"provider" text,
	"category_id" integer,
	"quantity" integer DEFAULT 0 NOT NULL,
	"publish" text DEFAULT '1' NOT NULL,
	"image" text,
	"description_uk" text,
	"description_ru" text
);
--> statement-breakpoint
CREATE TABLE "prom_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_id" integer NOT NULL,
	"prom_acaunt" text NOT NULL,
	"prom_id" text,
	"title" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"availability" text DEFAULT 'available' NOT NULL,
	"publish" text DEFAULT '1' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"phone" text,
	"rating" integer DEFAULT 5 NOT NULL,
	"text" text NOT NULL,
	"answer" text,
	"publish" text DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"url" text NOT NULL,
	"site" text,
	"title" text,
	"h1" text,
	"description" text,
	"keywords" text,
	"text" text
);
--> statement-breakpoint
CREATE TABLE "sms" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"template" text,
	"status" text,
	"order_id" integer,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"mark" text DEFAULT 'default' NOT NULL,
	"user_id" integer,
	"instructed_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "ttns" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ttn" text NOT NULL,
	"title" text DEFAULT 'other' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"status_code" integer,
	"status_text" text,
	"date_delivery" date,
	"payer" text,
	"cost" numeric(12, 2),
	"service" text DEFAULT 'nova_poshta' NOT NULL,
	"user_id" integer
);
--> statement-breakpoint
CREATE INDEX "action_logs_user_id_idx" ON "action_logs" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "action_logs_table_name_idx" ON "action_logs" USING btree ("table_name","id");--> statement-breakpoint
CREATE INDEX "action_logs_record_id_idx" ON "action_logs" USING btree ("record_id","id");--> statement-breakpoint
CREATE INDEX "action_logs_action_idx" ON "action_logs" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "action_logs_type_idx" ON "action_logs" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "articles_title_lower_idx" ON "articles" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "articles_type_idx" ON "articles" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "articles_slug_idx" ON "articles" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "articles_site_idx" ON "articles" USING btree ("site","id");--> statement-breakpoint
CREATE INDEX "articles_publish_idx" ON "articles" USING btree ("publish","id");--> statement-breakpoint
CREATE INDEX "attributes_title_lower_idx" ON "attributes" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "attributes_type_idx" ON "attributes" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "attributes_value_idx" ON "attributes" USING btree ("value","id");--> statement-breakpoint
CREATE INDEX "calls_phone_idx" ON "calls" USING btree ("phone","id");--> statement-breakpoint
CREATE INDEX "calls_surname_lower_idx" ON "calls" USING btree (lower("surname") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "calls_status_idx" ON "calls" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "calls_site_idx" ON "calls" USING btree ("site","id");--> statement-breakpoint
CREATE INDEX "calls_order_id_idx" ON "calls" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "calls_user_id_idx" ON "calls" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "cart_product_id_idx" ON "cart" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "cart_provider_idx" ON "cart" USING btree ("provider","id");--> statement-breakpoint
CREATE INDEX "cart_ordered_idx" ON "cart" USING btree ("ordered","id");--> statement-breakpoint
CREATE INDEX "cart_user_id_idx" ON "cart" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "cash_flows_type_idx" ON "cash_flows" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "cash_flows_category_idx" ON "cash_flows" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "cash_flows_whom_user_id_idx" ON "cash_flows" USING btree ("whom_user_id","id");--> statement-breakpoint
CREATE INDEX "cash_flows_date_idx" ON "cash_flows" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "cash_flows_user_id_idx" ON "cash_flows" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "categories_title_full_lower_idx" ON "categories" USING btree (lower("title_full") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "categories_title_uk_lower_idx" ON "categories" USING btree (lower("title_uk") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "categories_title_ru_lower_idx" ON "categories" USING btree (lower("title_ru") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "categories_type_idx" ON "categories" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "categories_status_idx" ON "categories" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "categories_parent_id_idx" ON "categories" USING btree ("parent_id","id");--> statement-breakpoint
CREATE INDEX "categories_slug_idx" ON "categories" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "categories_mask_idx" ON "categories" USING btree ("mask","id");--> statement-breakpoint
CREATE INDEX "categories_publish_idx" ON "categories" USING btree ("publish","id");--> statement-breakpoint
CREATE INDEX "filters_title_lower_idx" ON "filters" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "filters_type_idx" ON "filters" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "filters_filter_for_idx" ON "filters" USING btree ("filter_for","id");--> statement-breakpoint
CREATE INDEX "filters_slug_idx" ON "filters" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "filters_category_id_idx" ON "filters" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "filters_publish_idx" ON "filters" USING btree ("publish","id");--> statement-breakpoint
CREATE INDEX "inventory_product_id_idx" ON "inventory" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "inventory_user_id_idx" ON "inventory" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "order_items_order_id_idx" ON "order_items" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_items_product_id_idx" ON "order_items" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "order_items_title_lower_idx" ON "order_items" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_phone_idx" ON "orders" USING btree ("phone","id");--> statement-breakpoint
CREATE INDEX "orders_surname_lower_idx" ON "orders" USING btree (lower("surname") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "orders_track_idx" ON "orders" USING btree ("track","id");--> statement-breakpoint
CREATE INDEX "orders_site_idx" ON "orders" USING btree ("site","id");--> statement-breakpoint
CREATE INDEX "orders_order_way_idx" ON "orders" USING btree ("order_way","id");--> statement-breakpoint
CREATE INDEX "orders_prom_order_idx" ON "orders" USING btree ("prom_order","id");--> statement-breakpoint
CREATE INDEX "orders_prom_acaunt_idx" ON "orders" USING btree ("prom_acaunt","id");--> statement-breakpoint
CREATE INDEX "orders_rozetka_order_idx" ON "orders" USING btree ("rozetka_order","id");--> statement-breakpoint
CREATE INDEX "orders_pay_method_idx" ON "orders" USING btree ("pay_method","id");--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "orders_images_order_id_idx" ON "orders_images" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_images_ttn_idx" ON "orders_images" USING btree ("ttn","id");--> statement-breakpoint
CREATE INDEX "orders_images_user_id_idx" ON "orders_images" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "parsers_title_lower_idx" ON "parsers" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "parsers_provider_idx" ON "parsers" USING btree ("provider","id");--> statement-breakpoint
CREATE INDEX "parsers_status_idx" ON "parsers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "parsers_active_idx" ON "parsers" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "payments_order_id_idx" ON "payments" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "payments_pay_method_idx" ON "payments" USING btree ("pay_method","id");--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "payments_payer_lower_idx" ON "payments" USING btree (lower("payer") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "payments_user_id_idx" ON "payments" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_barcode_unique" ON "products" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "products_title_uk_lower_idx" ON "products" USING btree (lower("title_uk") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_title_ru_lower_idx" ON "products" USING btree (lower("title_ru") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "products_group_idx" ON "products" USING btree ("group","id");--> statement-breakpoint
CREATE INDEX "products_mark_idx" ON "products" USING btree ("mark","id");--> statement-breakpoint
CREATE INDEX "products_availability_idx" ON "products" USING btree ("availability","id");--> statement-breakpoint
CREATE INDEX "products_provider_idx" ON "products" USING btree ("provider","id");--> statement-breakpoint
CREATE INDEX "products_category_id_idx" ON "products" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "products_publish_idx" ON "products" USING btree ("publish","id");--> statement-breakpoint
CREATE INDEX "prom_products_product_id_idx" ON "prom_products" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "prom_products_prom_acaunt_idx" ON "prom_products" USING btree ("prom_acaunt","id");--> statement-breakpoint
CREATE INDEX "prom_products_prom_id_idx" ON "prom_products" USING btree ("prom_id","id");--> statement-breakpoint
CREATE INDEX "prom_products_title_lower_idx" ON "prom_products" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "prom_products_availability_idx" ON "prom_products" USING btree ("availability","id");--> statement-breakpoint
CREATE INDEX "prom_products_publish_idx" ON "prom_products" USING btree ("publish","id");--> statement-breakpoint
CREATE INDEX "reviews_product_id_idx" ON "reviews" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "reviews_name_lower_idx" ON "reviews" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "reviews_phone_idx" ON "reviews" USING btree ("phone","id");--> statement-breakpoint
CREATE INDEX "reviews_rating_idx" ON "reviews" USING btree ("rating","id");--> statement-breakpoint
CREATE INDEX "reviews_publish_idx" ON "reviews" USING btree ("publish","id");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_url_unique" ON "seo" USING btree ("url");--> statement-breakpoint
CREATE INDEX "seo_site_idx" ON "seo" USING btree ("site","id");--> statement-breakpoint
CREATE INDEX "seo_title_lower_idx" ON "seo" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sms_phone_idx" ON "sms" USING btree ("phone","id");--> statement-breakpoint
CREATE INDEX "sms_template_idx" ON "sms" USING btree ("template","id");--> statement-breakpoint
CREATE INDEX "sms_status_idx" ON "sms" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "sms_order_id_idx" ON "sms" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "sms_user_id_idx" ON "sms" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "tasks_title_lower_idx" ON "tasks" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tasks_status_idx" ON "tasks" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "tasks_mark_idx" ON "tasks" USING btree ("mark","id");--> statement-breakpoint
CREATE INDEX "tasks_user_id_idx" ON "tasks" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "tasks_instructed_user_id_idx" ON "tasks" USING btree ("instructed_user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ttns_ttn_unique" ON "ttns" USING btree ("ttn");--> statement-breakpoint
CREATE INDEX "ttns_title_idx" ON "ttns" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "ttns_status_idx" ON "ttns" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "ttns_service_idx" ON "ttns" USING btree ("service","id");--> statement-breakpoint
CREATE INDEX "ttns_user_id_idx" ON "ttns" USING btree ("user_id","id");