CREATE TABLE "website_faqs" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "website_images" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"kind" text NOT NULL,
	"page" integer,
	"upload_id" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "website_images_page_check" CHECK (("website_images"."kind" = 'gallery') = ("website_images"."page" is null))
);
--> statement-breakpoint
CREATE TABLE "website_popups" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"upload_id" text,
	"from_date" text NOT NULL,
	"to_date" text,
	"only_while_open" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "website_popups_dates_check" CHECK ("website_popups"."to_date" is null or "website_popups"."from_date" <= "website_popups"."to_date")
);
--> statement-breakpoint
CREATE TABLE "websites" (
	"business_id" text PRIMARY KEY NOT NULL,
	"theme_color" text DEFAULT '#383232' NOT NULL,
	"promotion_url" text,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"seo_keywords" text DEFAULT '' NOT NULL,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "website_faqs" ADD CONSTRAINT "website_faqs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_images" ADD CONSTRAINT "website_images_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_images" ADD CONSTRAINT "website_images_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_popups" ADD CONSTRAINT "website_popups_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_popups" ADD CONSTRAINT "website_popups_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "website_faqs_business_idx" ON "website_faqs" USING btree ("business_id","position");--> statement-breakpoint
CREATE INDEX "website_images_business_idx" ON "website_images" USING btree ("business_id","kind","page","position");--> statement-breakpoint
CREATE INDEX "website_popups_business_idx" ON "website_popups" USING btree ("business_id");