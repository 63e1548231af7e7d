CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"location_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" text,
	"actor_name" text,
	"actor_role" text,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"entity_label" text,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_business_at_idx" ON "audit_log" USING btree ("business_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("business_id","entity_type","entity_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("business_id","actor_user_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
-- The audit log's writer (issue 21; lib/contract/audit.ts): AFTER each row written to a business
-- table, one audit_log row in the same transaction, so a change and its record never part.
-- Arguments: entity type, the column naming the entity, secret columns, columns not worth a record
-- (each comma-separated), and the label: columns joined by '+', '@staff' (the member's name) or
-- '@customer'. Who and when come from the request's settings (server/lib/request-transaction.ts);
-- none set is the system. Only changes made by a statement itself are recorded (trigger depth 1):
-- rows a cascade deletes go with the recorded parent, and counters other triggers bump are not
-- anyone's change. `audit.off` (the demo seed) records nothing.
CREATE FUNCTION "audit_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_row jsonb;
  old_row jsonb;
  r jsonb;
  secrets text[] := coalesce(string_to_array(nullif(TG_ARGV[2], ''), ','), '{}');
  skipped text[] := ARRAY['id', 'business_id', 'location_id', 'created_at', 'updated_at', TG_ARGV[1]]
    || coalesce(string_to_array(nullif(TG_ARGV[3], ''), ','), '{}');
  diff jsonb := '[]';
  business text;
  entity text;
  label text;
BEGIN
  IF pg_trigger_depth() > 1 OR current_setting('audit.off', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  r := coalesce(new_row, old_row);
  -- A deleted business takes its log with it.
  IF TG_TABLE_NAME = 'businesses' AND TG_OP = 'DELETE' THEN RETURN NULL; END IF;

  business := CASE TG_TABLE_NAME
    WHEN 'users' THEN nullif(current_setting('audit.business_id', true), '')
    WHEN 'staff_locations' THEN (SELECT s.business_id FROM staff s WHERE s.id = r->>'staff_id')
    WHEN 'businesses' THEN r->>'id'
    ELSE r->>'business_id' END;
  IF business IS NULL THEN RETURN NULL; END IF;

  -- The settings object is one jsonb column: its keys are the fields.
  IF TG_TABLE_NAME = 'location_settings' THEN
    old_row := (old_row - 'data') || coalesce(old_row->'data', '{}');
    new_row := (new_row - 'data') || coalesce(new_row->'data', '{}');
  END IF;
  -- A percent coupon's amount is a whole percent, not cents: its own field, so it never reads as money.
  IF TG_TABLE_NAME = 'coupons' THEN
    IF old_row->>'kind' = 'percent' THEN
      old_row := (old_row - 'amount') || jsonb_build_object('percent', old_row->'amount');
    END IF;
    IF new_row->>'kind' = 'percent' THEN
      new_row := (new_row - 'amount') || jsonb_build_object('percent', new_row->'amount');
    END IF;
  END IF;

  IF TG_OP <> 'DELETE' THEN
    SELECT coalesce(jsonb_agg(c.change ORDER BY c.position NULLS LAST, c.field), '[]') INTO diff
    FROM (
      SELECT k.field, a.attnum AS position,
        CASE WHEN k.field = ANY (secrets)
          THEN jsonb_build_object('field', k.field, 'before', null, 'after', null, 'secret', true)
          ELSE jsonb_build_object('field', k.field, 'before', coalesce(old_row->k.field, 'null'),
            'after', coalesce(new_row->k.field, 'null')) END AS change
      FROM jsonb_object_keys(new_row) AS k(field)
      LEFT JOIN pg_attribute a ON a.attrelid = TG_RELID AND a.attname = k.field
      WHERE NOT (k.field = ANY (skipped))
        AND coalesce(old_row->k.field, 'null') IS DISTINCT FROM coalesce(new_row->k.field, 'null')
    ) c;
    IF TG_OP = 'UPDATE' AND diff = '[]' THEN RETURN NULL; END IF;
  END IF;

  entity := CASE TG_TABLE_NAME
    -- The customer's id on the wire (services/customers.ts customerId): base64url of the key.
    WHEN 'customer_marks' THEN
      rtrim(translate(replace(encode(convert_to(r->>'key', 'UTF8'), 'base64'), E'\n', ''), '+/', '-_'), '=')
    ELSE r->>TG_ARGV[1] END;
  label := CASE TG_ARGV[4]
    WHEN '' THEN NULL
    WHEN '@staff' THEN (SELECT nullif(trim(s.first_name || ' ' || s.last_name), '') FROM staff s
      WHERE s.id = coalesce(r->>'staff_id', r->>'id'))
    WHEN '@customer' THEN substr(r->>'key', 3)
    ELSE nullif(trim((SELECT string_agg(r->>c, ' ') FROM unnest(string_to_array(TG_ARGV[4], '+')) c)), '') END;

  INSERT INTO "audit_log" ("business_id", "location_id", "at", "actor_user_id", "actor_name", "actor_role",
    "entity_type", "entity_id", "entity_label", "action", "changes")
  VALUES (business,
    CASE TG_TABLE_NAME WHEN 'locations' THEN r->>'id'
      ELSE coalesce(r->>'location_id', nullif(current_setting('audit.location_id', true), '')) END,
    coalesce(nullif(current_setting('audit.at', true), '')::timestamptz, now()),
    nullif(current_setting('audit.user_id', true), ''),
    nullif(current_setting('audit.user_name', true), ''),
    nullif(current_setting('audit.role', true), ''),
    TG_ARGV[0], entity, label,
    CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END,
    diff);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "items_audit" AFTER INSERT OR UPDATE OR DELETE ON "items"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('item', 'id', '', 'sort', 'name');
--> statement-breakpoint
CREATE TRIGGER "categories_audit" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('category', 'id', '', 'sort', 'name');
--> statement-breakpoint
CREATE TRIGGER "modifier_groups_audit" AFTER INSERT OR UPDATE OR DELETE ON "modifier_groups"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('modifier_group', 'id', '', '', 'name');
--> statement-breakpoint
CREATE TRIGGER "combos_audit" AFTER INSERT OR UPDATE OR DELETE ON "combos"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('combo', 'id', '', '', 'name');
--> statement-breakpoint
CREATE TRIGGER "taxes_audit" AFTER INSERT OR UPDATE OR DELETE ON "taxes"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('tax', 'id', '', '', 'name');
--> statement-breakpoint
CREATE TRIGGER "location_settings_audit" AFTER INSERT OR UPDATE OR DELETE ON "location_settings"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('settings', 'location_id', '', 'kind', 'kind');
--> statement-breakpoint
CREATE TRIGGER "store_designs_audit" AFTER INSERT OR UPDATE OR DELETE ON "store_designs"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('settings', 'location_id', '', 'kind', 'kind');
--> statement-breakpoint
CREATE TRIGGER "payment_accounts_audit" AFTER INSERT OR UPDATE OR DELETE ON "payment_accounts"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('settings', 'business_id', '', '', 'provider');
--> statement-breakpoint
CREATE TRIGGER "integrations_audit" AFTER INSERT OR UPDATE OR DELETE ON "integrations"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('settings', 'id', 'access_token', '', 'provider');
--> statement-breakpoint
CREATE TRIGGER "app_devices_audit" AFTER INSERT OR UPDATE OR DELETE ON "app_devices"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('settings', 'id', 'token_hash', '', 'name');
--> statement-breakpoint
CREATE TRIGGER "opening_hours_audit" AFTER INSERT OR UPDATE OR DELETE ON "opening_hours"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('hours', 'location_id', '', '', 'type');
--> statement-breakpoint
CREATE TRIGGER "store_pauses_audit" AFTER INSERT OR UPDATE OR DELETE ON "store_pauses"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('hours', 'location_id', '', '', 'service');
--> statement-breakpoint
CREATE TRIGGER "holidays_audit" AFTER INSERT OR UPDATE OR DELETE ON "holidays"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('holiday', 'id', '', '', 'name');
--> statement-breakpoint
CREATE TRIGGER "blocked_dates_audit" AFTER INSERT OR UPDATE OR DELETE ON "blocked_dates"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('holiday', 'id', '', '', 'reason');
--> statement-breakpoint
CREATE TRIGGER "delivery_zones_audit" AFTER INSERT OR UPDATE OR DELETE ON "delivery_zones"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('zone', 'id', '', '', 'name');
--> statement-breakpoint
CREATE TRIGGER "staff_audit" AFTER INSERT OR UPDATE OR DELETE ON "staff"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('staff', 'id', 'login_pin', '', 'first_name+last_name');
--> statement-breakpoint
CREATE TRIGGER "staff_locations_audit" AFTER INSERT OR UPDATE OR DELETE ON "staff_locations"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('staff', 'staff_id', '', '', '@staff');
--> statement-breakpoint
CREATE TRIGGER "users_audit" AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('account', 'id', 'password_hash,pending_sign_up,clover_code', '', 'first_name+last_name');
--> statement-breakpoint
CREATE TRIGGER "coupons_audit" AFTER INSERT OR UPDATE OR DELETE ON "coupons"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('coupon', 'id', '', '', 'code');
--> statement-breakpoint
CREATE TRIGGER "gift_cards_audit" AFTER INSERT OR UPDATE OR DELETE ON "gift_cards"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('gift_card', 'id', 'code', '', '');
--> statement-breakpoint
CREATE TRIGGER "gift_card_transactions_audit" AFTER INSERT OR UPDATE OR DELETE ON "gift_card_transactions"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('gift_card', 'card_id', '', 'user_id,by_name', '');
--> statement-breakpoint
CREATE TRIGGER "orders_audit" AFTER INSERT OR UPDATE OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('order', 'id', 'buzzer_code', 'seen_at,status_history', 'order_number');
--> statement-breakpoint
CREATE TRIGGER "customer_marks_audit" AFTER INSERT OR UPDATE OR DELETE ON "customer_marks"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('customer', 'key', '', '', '@customer');
--> statement-breakpoint
CREATE TRIGGER "billing_subscriptions_audit" AFTER INSERT OR UPDATE OR DELETE ON "billing_subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('billing', 'business_id', 'payment_method,pending_action', 'next_due_at', '');
--> statement-breakpoint
CREATE TRIGGER "billing_invoices_audit" AFTER INSERT OR UPDATE OR DELETE ON "billing_invoices"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('billing', 'id', '', '', 'number');
--> statement-breakpoint
CREATE TRIGGER "businesses_audit" AFTER INSERT OR UPDATE OR DELETE ON "businesses"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('business', 'id', '', 'next_order_number', 'name');
--> statement-breakpoint
CREATE TRIGGER "locations_audit" AFTER INSERT OR UPDATE OR DELETE ON "locations"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('location', 'id', '', 'menu_version,orders_version', 'name');
--> statement-breakpoint
CREATE TRIGGER "websites_audit" AFTER INSERT OR UPDATE OR DELETE ON "websites"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('website', 'business_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "website_images_audit" AFTER INSERT OR UPDATE OR DELETE ON "website_images"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('website', 'id', '', '', 'kind');
--> statement-breakpoint
CREATE TRIGGER "website_popups_audit" AFTER INSERT OR UPDATE OR DELETE ON "website_popups"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('website', 'id', '', '', 'title');
--> statement-breakpoint
CREATE TRIGGER "website_faqs_audit" AFTER INSERT OR UPDATE OR DELETE ON "website_faqs"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('website', 'id', '', '', 'question');
--> statement-breakpoint
CREATE TRIGGER "website_widgets_audit" AFTER INSERT OR UPDATE OR DELETE ON "website_widgets"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('website', 'location_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "reservation_settings_audit" AFTER INSERT OR UPDATE OR DELETE ON "reservation_settings"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('reservation', 'location_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "reservation_hours_audit" AFTER INSERT OR UPDATE OR DELETE ON "reservation_hours"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('reservation', 'id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "reservation_block_dates_audit" AFTER INSERT OR UPDATE OR DELETE ON "reservation_block_dates"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('reservation', 'id', '', '', 'reason');
--> statement-breakpoint
CREATE TRIGGER "floor_rooms_audit" AFTER INSERT OR UPDATE OR DELETE ON "floor_rooms"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('floor_plan', 'id', '', '', 'name');
--> statement-breakpoint
CREATE TRIGGER "floor_elements_audit" AFTER INSERT OR UPDATE OR DELETE ON "floor_elements"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('floor_plan', 'room_id', '', '', 'number');
--> statement-breakpoint
CREATE TRIGGER "floor_plans_audit" AFTER INSERT OR UPDATE OR DELETE ON "floor_plans"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('floor_plan', 'location_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "timesheets_audit" AFTER INSERT OR UPDATE OR DELETE ON "timesheets"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('timesheet', 'id', '', '', '@staff');
