CREATE TABLE "coupon_uses" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"coupon_id" text NOT NULL,
	"order_id" text NOT NULL,
	"customer_key" text NOT NULL,
	"discount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"minimum_purchase" integer DEFAULT 0 NOT NULL,
	"validity" text NOT NULL,
	"starts_on" text,
	"ends_on" text,
	"days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"from_minute" integer,
	"to_minute" integer,
	"total_uses" integer,
	"uses_per_customer" integer,
	"order_types" jsonb NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_amount_check" CHECK ("coupons"."amount" > 0 and "coupons"."minimum_purchase" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer_marks" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"key" text NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_marks" ADD CONSTRAINT "customer_marks_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_idx" ON "coupon_uses" USING btree ("coupon_id","customer_key");--> statement-breakpoint
CREATE INDEX "coupon_uses_business_idx" ON "coupon_uses" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_business_code_idx" ON "coupons" USING btree ("business_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "customer_marks_business_key_idx" ON "customer_marks" USING btree ("business_id","key");