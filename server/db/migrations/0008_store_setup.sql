CREATE TABLE "blocked_dates" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"location_id" text NOT NULL,
	"from_date" text NOT NULL,
	"to_date" text NOT NULL,
	"reason" text NOT NULL,
	"services" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"location_id" text NOT NULL,
	"name" text NOT NULL,
	"from_date" text NOT NULL,
	"to_date" text NOT NULL,
	"closed" boolean DEFAULT true NOT NULL,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"services" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"location_id" text NOT NULL,
	"type" text NOT NULL,
	"day" integer NOT NULL,
	"opens_at" integer NOT NULL,
	"closes_at" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opening_hours_day_check" CHECK ("opening_hours"."day" between 0 and 6),
	CONSTRAINT "opening_hours_times_check" CHECK ("opening_hours"."opens_at" between 0 and 1439 and "opening_hours"."closes_at" between 0 and 1439)
);
--> statement-breakpoint
CREATE TABLE "store_designs" (
	"location_id" text NOT NULL,
	"business_id" text NOT NULL,
	"kind" text NOT NULL,
	"theme_color" text DEFAULT '#383232' NOT NULL,
	"theme_type" text DEFAULT 'light' NOT NULL,
	"banner_image_url" text,
	"banner_logo_url" text,
	"logo_link_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_designs_location_id_kind_pk" PRIMARY KEY("location_id","kind")
);
--> statement-breakpoint
CREATE TABLE "store_pauses" (
	"location_id" text NOT NULL,
	"business_id" text NOT NULL,
	"service" text NOT NULL,
	"paused_until" timestamp with time zone NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"paused_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_pauses_location_id_service_pk" PRIMARY KEY("location_id","service")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "blocked_dates" ADD CONSTRAINT "blocked_dates_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_dates" ADD CONSTRAINT "blocked_dates_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_designs" ADD CONSTRAINT "store_designs_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_designs" ADD CONSTRAINT "store_designs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_pauses" ADD CONSTRAINT "store_pauses_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_pauses" ADD CONSTRAINT "store_pauses_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocked_dates_location_idx" ON "blocked_dates" USING btree ("location_id","from_date");--> statement-breakpoint
CREATE INDEX "holidays_location_idx" ON "holidays" USING btree ("location_id","from_date");--> statement-breakpoint
CREATE INDEX "opening_hours_location_idx" ON "opening_hours" USING btree ("location_id","type");