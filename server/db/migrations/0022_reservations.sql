CREATE TABLE "reservation_block_dates" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"location_id" text NOT NULL,
	"from_date" text NOT NULL,
	"to_date" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_hours" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"location_id" text NOT NULL,
	"day" integer NOT NULL,
	"opens_at" integer NOT NULL,
	"closes_at" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_hours_day_check" CHECK ("reservation_hours"."day" between 0 and 6),
	CONSTRAINT "reservation_hours_times_check" CHECK ("reservation_hours"."opens_at" between 0 and 1439 and "reservation_hours"."closes_at" between 0 and 1439)
);
--> statement-breakpoint
CREATE TABLE "reservation_settings" (
	"location_id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"interval_minutes" integer NOT NULL,
	"minimum_ahead_minutes" integer NOT NULL,
	"maximum_ahead_days" integer NOT NULL,
	"meal_minutes" integer NOT NULL,
	"min_party_size" integer NOT NULL,
	"max_party_size" integer NOT NULL,
	"is_restaurant_message" boolean NOT NULL,
	"restaurant_message" text NOT NULL,
	"cancellation_policy" text NOT NULL,
	"theme_color" text NOT NULL,
	"background_image_url" text,
	"deposit_type" text NOT NULL,
	"deposit_cents" integer NOT NULL,
	"deposit_from_party_size" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_settings_meal_check" CHECK ("reservation_settings"."meal_minutes" >= "reservation_settings"."interval_minutes" and "reservation_settings"."interval_minutes" > 0),
	CONSTRAINT "reservation_settings_party_check" CHECK ("reservation_settings"."min_party_size" between 1 and "reservation_settings"."max_party_size"),
	CONSTRAINT "reservation_settings_deposit_check" CHECK ("reservation_settings"."deposit_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reservation_block_dates" ADD CONSTRAINT "reservation_block_dates_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_block_dates" ADD CONSTRAINT "reservation_block_dates_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_hours" ADD CONSTRAINT "reservation_hours_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_hours" ADD CONSTRAINT "reservation_hours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_settings" ADD CONSTRAINT "reservation_settings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_settings" ADD CONSTRAINT "reservation_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_block_dates_location_idx" ON "reservation_block_dates" USING btree ("location_id","from_date");--> statement-breakpoint
CREATE INDEX "reservation_hours_location_idx" ON "reservation_hours" USING btree ("location_id");