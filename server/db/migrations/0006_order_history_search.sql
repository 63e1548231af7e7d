-- Trigram indexes for the history search: pg_trgm ships with PostgreSQL (contrib, a trusted extension
-- since 13, so the database owner may create it) and PGlite loads it in server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "orders_location_created_idx";--> statement-breakpoint
DROP INDEX "orders_location_total_idx";--> statement-breakpoint
CREATE INDEX "orders_location_number_idx" ON "orders" USING btree ("location_id",length("order_number"),"order_number","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_location_status_idx" ON "orders" USING btree ("location_id",(case "status" when 'new' then 0 when 'confirmed' then 1 when 'ready_for_pickup' then 2 when 'on_delivery' then 3 when 'completed' then 4 else 5 end),"created_at","id","status");--> statement-breakpoint
CREATE INDEX "orders_number_trgm_idx" ON "orders" USING gin ("order_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_name_trgm_idx" ON "orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_phone_trgm_idx" ON "orders" USING gin ("customer_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_location_created_idx" ON "orders" USING btree ("location_id","created_at","id","status");--> statement-breakpoint
CREATE INDEX "orders_location_total_idx" ON "orders" USING btree ("location_id","total","created_at","id");