CREATE TABLE "delivery_zones" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"location_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"map_shape" text NOT NULL,
	"radius" integer DEFAULT 0 NOT NULL,
	"geometry" jsonb NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"minimum_amount" integer NOT NULL,
	"rate" integer NOT NULL,
	"allow_free_delivery" boolean DEFAULT false NOT NULL,
	"free_delivery_order_value" integer,
	"tax_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_custom_date" boolean DEFAULT false NOT NULL,
	"from_date" text,
	"to_date" text,
	"colour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_money_check" CHECK ("delivery_zones"."minimum_amount" > 0 and "delivery_zones"."rate" > 0),
	CONSTRAINT "delivery_zones_radius_check" CHECK ("delivery_zones"."radius" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_longitude" double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_latitude" double precision;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_zones_location_idx" ON "delivery_zones" USING btree ("location_id","kind","created_at","id");