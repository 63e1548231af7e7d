CREATE TABLE "location_link_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"linked_business_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"location_id" text NOT NULL,
	"staff_id" text NOT NULL,
	"day" text NOT NULL,
	"starts_at" integer NOT NULL,
	"ends_at" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheets_span_check" CHECK ("timesheets"."starts_at" between 0 and 1439 and ("timesheets"."ends_at" is null or "timesheets"."ends_at" > "timesheets"."starts_at"))
);
--> statement-breakpoint
ALTER TABLE "location_link_codes" ADD CONSTRAINT "location_link_codes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_link_codes" ADD CONSTRAINT "location_link_codes_linked_business_id_businesses_id_fk" FOREIGN KEY ("linked_business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "location_link_codes_business_idx" ON "location_link_codes" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "timesheets_location_day_idx" ON "timesheets" USING btree ("location_id","day");--> statement-breakpoint
CREATE INDEX "timesheets_staff_day_idx" ON "timesheets" USING btree ("staff_id","day");