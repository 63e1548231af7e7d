CREATE TABLE "sales_days" (
	"location_id" text NOT NULL,
	"local_day" date NOT NULL,
	"type" text NOT NULL,
	"payment_mode" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"subtotal" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"tip" integer DEFAULT 0 NOT NULL,
	"service_fee" integer DEFAULT 0 NOT NULL,
	"delivery_fee" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"cancelled_orders" integer DEFAULT 0 NOT NULL,
	"cancelled_subtotal" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_days_location_id_local_day_type_payment_mode_pk" PRIMARY KEY("location_id","local_day","type","payment_mode")
);
--> statement-breakpoint
CREATE TABLE "sales_hours" (
	"location_id" text NOT NULL,
	"local_hour" timestamp NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"subtotal" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"tip" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_hours_location_id_local_hour_pk" PRIMARY KEY("location_id","local_hour")
);
--> statement-breakpoint
CREATE TABLE "sales_items" (
	"location_id" text NOT NULL,
	"local_day" date NOT NULL,
	"name" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_items_location_id_local_day_name_pk" PRIMARY KEY("location_id","local_day","name")
);
--> statement-breakpoint
ALTER TABLE "sales_days" ADD CONSTRAINT "sales_days_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_hours" ADD CONSTRAINT "sales_hours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_items" ADD CONSTRAINT "sales_items_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The sales summary's rollups (lib/contract/plain/sales-summary.ts) kept exact by the writes
-- themselves: each statement on orders adds what its new rows make and takes away what its old
-- rows made, in the same transaction, bucketed on the location's wall clock. Test orders make
-- nothing. Groups are upserted in key order (concurrent writers lock buckets in the same order)
-- and only for rows whose counted values changed, so a status change between open statuses touches
-- no row.
CREATE FUNCTION "sales_rollup_apply"(added "orders"[], removed "orders"[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "sales_days" AS d ("location_id", "local_day", "type", "payment_mode", "orders", "subtotal",
    "discount", "tax", "tip", "service_fee", "delivery_fee", "total", "cancelled_orders", "cancelled_subtotal")
  SELECT c.location_id, (c.created_at AT TIME ZONE l.timezone)::date, c.type, c.payment_mode,
    coalesce(sum(c.sign) FILTER (WHERE c.kept), 0),
    coalesce(sum(c.sign * c.subtotal) FILTER (WHERE c.kept), 0),
    coalesce(sum(c.sign * c.discount) FILTER (WHERE c.kept), 0),
    coalesce(sum(c.sign * c.tax) FILTER (WHERE c.kept), 0),
    coalesce(sum(c.sign * c.tip) FILTER (WHERE c.kept), 0),
    coalesce(sum(c.sign * c.service_fee) FILTER (WHERE c.kept), 0),
    coalesce(sum(c.sign * c.delivery_fee) FILTER (WHERE c.kept), 0),
    coalesce(sum(c.sign * c.total) FILTER (WHERE c.kept), 0),
    coalesce(sum(c.sign) FILTER (WHERE NOT c.kept), 0),
    coalesce(sum(c.sign * c.subtotal) FILTER (WHERE NOT c.kept), 0)
  FROM (
    SELECT 1 AS sign, a.status <> 'cancelled' AS kept, a.* FROM unnest(added) a WHERE NOT a.is_test
    UNION ALL
    SELECT -1, r.status <> 'cancelled', r.* FROM unnest(removed) r WHERE NOT r.is_test
  ) c
  -- A location being deleted is gone already: its rows go with it (cascade), nothing to count.
  JOIN "locations" l ON l.id = c.location_id
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ("location_id", "local_day", "type", "payment_mode") DO UPDATE SET
    "orders" = d."orders" + excluded."orders",
    "subtotal" = d."subtotal" + excluded."subtotal",
    "discount" = d."discount" + excluded."discount",
    "tax" = d."tax" + excluded."tax",
    "tip" = d."tip" + excluded."tip",
    "service_fee" = d."service_fee" + excluded."service_fee",
    "delivery_fee" = d."delivery_fee" + excluded."delivery_fee",
    "total" = d."total" + excluded."total",
    "cancelled_orders" = d."cancelled_orders" + excluded."cancelled_orders",
    "cancelled_subtotal" = d."cancelled_subtotal" + excluded."cancelled_subtotal";

  INSERT INTO "sales_hours" AS h ("location_id", "local_hour", "orders", "subtotal", "discount", "tax", "tip", "total")
  SELECT c.location_id, date_trunc('hour', c.created_at AT TIME ZONE l.timezone),
    sum(c.sign), sum(c.sign * c.subtotal), sum(c.sign * c.discount), sum(c.sign * c.tax), sum(c.sign * c.tip),
    sum(c.sign * c.total)
  FROM (
    SELECT 1 AS sign, a.* FROM unnest(added) a WHERE NOT a.is_test AND a.status <> 'cancelled'
    UNION ALL
    SELECT -1, r.* FROM unnest(removed) r WHERE NOT r.is_test AND r.status <> 'cancelled'
  ) c
  JOIN "locations" l ON l.id = c.location_id
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT ("location_id", "local_hour") DO UPDATE SET
    "orders" = h."orders" + excluded."orders",
    "subtotal" = h."subtotal" + excluded."subtotal",
    "discount" = h."discount" + excluded."discount",
    "tax" = h."tax" + excluded."tax",
    "tip" = h."tip" + excluded."tip",
    "total" = h."total" + excluded."total";

  INSERT INTO "sales_items" AS s ("location_id", "local_day", "name", "quantity", "sales")
  SELECT c.location_id, (c.created_at AT TIME ZONE l.timezone)::date, i.name, sum(c.sign * i.quantity), sum(c.sign * i.sales)
  FROM (
    SELECT 1 AS sign, a.* FROM unnest(added) a WHERE NOT a.is_test AND a.status <> 'cancelled'
    UNION ALL
    SELECT -1, r.* FROM unnest(removed) r WHERE NOT r.is_test AND r.status <> 'cancelled'
  ) c
  JOIN "locations" l ON l.id = c.location_id
  CROSS JOIN LATERAL (
    SELECT e->>'name' AS name, (e->>'quantity')::int AS quantity,
      ((e->>'price')::int + coalesce((
        SELECT sum((m->>'price')::int) FROM jsonb_array_elements(
          CASE WHEN jsonb_typeof(e->'modifiers') = 'array' THEN e->'modifiers' ELSE '[]'::jsonb END) m
      ), 0)) * (e->>'quantity')::int AS sales
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(c.items) = 'array' THEN c.items ELSE '[]'::jsonb END) e
  ) i
  GROUP BY 1, 2, 3
  HAVING sum(c.sign * i.quantity) <> 0 OR sum(c.sign * i.sales) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT ("location_id", "local_day", "name") DO UPDATE SET
    "quantity" = s."quantity" + excluded."quantity",
    "sales" = s."sales" + excluded."sales";
$$;
--> statement-breakpoint
CREATE FUNCTION "sales_rollup_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A transition table's rows are records: cast to the table's type for the function.
  PERFORM "sales_rollup_apply"((SELECT array_agg(n::"orders") FROM new_rows n), NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sales_rollup_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "sales_rollup_apply"(NULL, (SELECT array_agg(o::"orders") FROM old_rows o));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only the rows whose counted values moved: most updates (seen, confirmed, ready) change none.
CREATE FUNCTION "sales_rollup_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added "orders"[];
  removed "orders"[];
BEGIN
  WITH moved AS (
    SELECT o::"orders" AS before, n::"orders" AS after FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.location_id, o.created_at, o.type, o.payment_mode, o.is_test, o.status = 'cancelled', o.subtotal,
           o.discount, o.tax, o.tip, o.service_fee, o.delivery_fee, o.total, o.items)
      IS DISTINCT FROM
          (n.location_id, n.created_at, n.type, n.payment_mode, n.is_test, n.status = 'cancelled', n.subtotal,
           n.discount, n.tax, n.tip, n.service_fee, n.delivery_fee, n.total, n.items)
  )
  SELECT array_agg(after), array_agg(before) INTO added, removed FROM moved;
  IF added IS NOT NULL THEN
    PERFORM "sales_rollup_apply"(added, removed);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The buckets are the location's wall clock: a new time zone recounts its orders.
CREATE FUNCTION "sales_rollup_recount"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "sales_days" WHERE "location_id" = NEW.id;
  DELETE FROM "sales_hours" WHERE "location_id" = NEW.id;
  DELETE FROM "sales_items" WHERE "location_id" = NEW.id;
  PERFORM "sales_rollup_apply"((SELECT array_agg(o) FROM "orders" o WHERE o.location_id = NEW.id), NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_sales_inserted" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_rollup_inserted"();
--> statement-breakpoint
CREATE TRIGGER "orders_sales_deleted" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_rollup_deleted"();
--> statement-breakpoint
CREATE TRIGGER "orders_sales_updated" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_rollup_updated"();
--> statement-breakpoint
CREATE TRIGGER "locations_sales_timezone" AFTER UPDATE OF "timezone" ON "locations" FOR EACH ROW WHEN (OLD."timezone" IS DISTINCT FROM NEW."timezone") EXECUTE FUNCTION "sales_rollup_recount"();
--> statement-breakpoint
-- Orders written before this migration.
SELECT "sales_rollup_apply"((SELECT array_agg(o) FROM "orders" o), NULL);
