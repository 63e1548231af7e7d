ALTER TABLE "staff" ADD COLUMN "first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "login_pin" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "passcodes" jsonb DEFAULT '{"discounts":false,"cash_drawer":false,"voids":false}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_business_pin_idx" ON "staff" USING btree ("business_id","login_pin");