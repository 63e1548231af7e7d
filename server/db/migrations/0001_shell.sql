CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"location_id" text NOT NULL,
	"order_number" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"subtotal" integer NOT NULL,
	"tax" integer NOT NULL,
	"tip" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scheduled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "orders_type_check" CHECK ("orders"."type" in ('pickup', 'delivery', 'dine_in', 'catering')),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('new', 'confirmed', 'ready_for_pickup', 'on_delivery', 'completed', 'cancelled')),
	CONSTRAINT "orders_money_check" CHECK ("orders"."subtotal" >= 0 and "orders"."tax" >= 0 and "orders"."tip" >= 0 and "orders"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"interval" text NOT NULL,
	"description" text NOT NULL,
	"features" jsonb NOT NULL,
	"website_manager" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plans_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "plan_id" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "next_order_number" integer DEFAULT 1001 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "permissions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_location_created_idx" ON "orders" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_business_number_idx" ON "orders" USING btree ("business_id","order_number");--> statement-breakpoint
CREATE INDEX "orders_location_open_idx" ON "orders" USING btree ("location_id") WHERE "orders"."status" in ('new', 'confirmed', 'ready_for_pickup', 'on_delivery');--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;