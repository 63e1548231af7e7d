ALTER TABLE "items" ADD COLUMN "calories" integer;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "allergens" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "preferences" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_calories_check" CHECK ("items"."calories" between 0 and 9999);--> statement-breakpoint
-- The cached menu JSON was built without the new item fields: the next read rebuilds it.
DELETE FROM "menu_cache";