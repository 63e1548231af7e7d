CREATE TABLE "website_widgets" (
	"location_id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"public_key" text NOT NULL,
	"theme_color" text NOT NULL,
	"text_color" text NOT NULL,
	"placement" text NOT NULL,
	"layout" text NOT NULL,
	"text" text NOT NULL,
	"icon" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "website_widgets" ADD CONSTRAINT "website_widgets_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_widgets" ADD CONSTRAINT "website_widgets_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "website_widgets_public_key_idx" ON "website_widgets" USING btree ("public_key");