ALTER TABLE "locations" ADD COLUMN "orders_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every change to a location's orders bumps its orders_version, once per statement (a bulk insert
-- of 5,000 orders bumps it once), so a history total counted before the change is never reused.
CREATE FUNCTION "orders_bump_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "locations" SET "orders_version" = "orders_version" + 1 WHERE "id" IN (SELECT DISTINCT "location_id" FROM new_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "orders_bump_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "locations" SET "orders_version" = "orders_version" + 1 WHERE "id" IN (SELECT DISTINCT "location_id" FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "orders_bump_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "locations" SET "orders_version" = "orders_version" + 1
    WHERE "id" IN (SELECT "location_id" FROM new_rows UNION SELECT "location_id" FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_version_inserted" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_bump_inserted"();
--> statement-breakpoint
CREATE TRIGGER "orders_version_deleted" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_bump_deleted"();
--> statement-breakpoint
CREATE TRIGGER "orders_version_updated" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_bump_updated"();
