CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"location_id" text NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_kind_check" CHECK ("order_events"."kind" in ('created', 'updated'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_mode" text DEFAULT 'card_online' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "apartment_suite_no" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buzzer_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "preparation_time" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "service_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "driver" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_location_idx" ON "order_events" USING btree ("location_id","id");--> statement-breakpoint
CREATE INDEX "orders_location_total_idx" ON "orders" USING btree ("location_id","total");--> statement-breakpoint
CREATE INDEX "orders_location_completed_idx" ON "orders" USING btree ("location_id","completed_at") WHERE "orders"."status" = 'completed';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fees_check" CHECK ("orders"."delivery_fee" >= 0 and "orders"."service_fee" >= 0 and "orders"."discount" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_mode_check" CHECK ("orders"."payment_mode" in ('card_online', 'card_pay_at_counter', 'card_pay_on_delivery', 'cash'));