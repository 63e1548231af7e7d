CREATE TABLE "doordash_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"location_id" text NOT NULL,
	"period_from" text NOT NULL,
	"period_to" text NOT NULL,
	"file_name" text,
	"lines" jsonb NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_by" text,
	CONSTRAINT "doordash_invoices_period_check" CHECK ("doordash_invoices"."period_from" <= "doordash_invoices"."period_to")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "driver_staff_id" text;--> statement-breakpoint
ALTER TABLE "doordash_invoices" ADD CONSTRAINT "doordash_invoices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doordash_invoices" ADD CONSTRAINT "doordash_invoices_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doordash_invoices_period_idx" ON "doordash_invoices" USING btree ("location_id","period_from","period_to");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_driver_staff_id_staff_id_fk" FOREIGN KEY ("driver_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_location_driver_idx" ON "orders" USING btree ("location_id","driver_staff_id","created_at") WHERE "orders"."driver_staff_id" is not null;