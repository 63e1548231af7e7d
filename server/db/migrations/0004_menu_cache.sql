CREATE TABLE "menu_cache" (
	"location_id" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"json" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "menu_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_cache" ADD CONSTRAINT "menu_cache_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every change to a location's categories or items bumps its menu_version, once per statement
-- (a CSV import of 6,000 items bumps it once), so a cached menu is never served stale.
CREATE FUNCTION "menu_bump_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "locations" SET "menu_version" = "menu_version" + 1 WHERE "id" IN (SELECT DISTINCT "location_id" FROM new_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "menu_bump_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "locations" SET "menu_version" = "menu_version" + 1 WHERE "id" IN (SELECT DISTINCT "location_id" FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "menu_bump_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "locations" SET "menu_version" = "menu_version" + 1
    WHERE "id" IN (SELECT "location_id" FROM new_rows UNION SELECT "location_id" FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "categories_menu_inserted" AFTER INSERT ON "categories" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "menu_bump_inserted"();
--> statement-breakpoint
CREATE TRIGGER "categories_menu_deleted" AFTER DELETE ON "categories" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "menu_bump_deleted"();
--> statement-breakpoint
CREATE TRIGGER "categories_menu_updated" AFTER UPDATE ON "categories" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "menu_bump_updated"();
--> statement-breakpoint
CREATE TRIGGER "items_menu_inserted" AFTER INSERT ON "items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "menu_bump_inserted"();
--> statement-breakpoint
CREATE TRIGGER "items_menu_deleted" AFTER DELETE ON "items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "menu_bump_deleted"();
--> statement-breakpoint
CREATE TRIGGER "items_menu_updated" AFTER UPDATE ON "items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "menu_bump_updated"();
