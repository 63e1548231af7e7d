CREATE TABLE "floor_elements" (
	"room_id" text NOT NULL,
	"key" text NOT NULL,
	"business_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"shape" text,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"width" double precision NOT NULL,
	"height" double precision NOT NULL,
	"angle" double precision NOT NULL,
	"number" text,
	"min_seats" integer,
	"max_seats" integer,
	"text" text,
	CONSTRAINT "floor_elements_room_id_key_pk" PRIMARY KEY("room_id","key"),
	CONSTRAINT "floor_elements_table_check" CHECK (("floor_elements"."kind" = 'table') = ("floor_elements"."number" is not null and "floor_elements"."shape" is not null and "floor_elements"."min_seats" >= 1 and "floor_elements"."min_seats" <= "floor_elements"."max_seats"))
);
--> statement-breakpoint
CREATE TABLE "floor_plans" (
	"location_id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"selected_room_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "floor_rooms" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"location_id" text NOT NULL,
	"name" text NOT NULL,
	"width" double precision NOT NULL,
	"height" double precision NOT NULL,
	"position" integer NOT NULL,
	"combinations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "floor_elements" ADD CONSTRAINT "floor_elements_room_id_floor_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."floor_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_elements" ADD CONSTRAINT "floor_elements_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_plans" ADD CONSTRAINT "floor_plans_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_plans" ADD CONSTRAINT "floor_plans_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_plans" ADD CONSTRAINT "floor_plans_selected_room_id_floor_rooms_id_fk" FOREIGN KEY ("selected_room_id") REFERENCES "public"."floor_rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_rooms" ADD CONSTRAINT "floor_rooms_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_rooms" ADD CONSTRAINT "floor_rooms_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "floor_elements_number_idx" ON "floor_elements" USING btree ("business_id",lower("number")) WHERE "floor_elements"."number" is not null;--> statement-breakpoint
CREATE INDEX "floor_rooms_location_idx" ON "floor_rooms" USING btree ("location_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "floor_rooms_name_idx" ON "floor_rooms" USING btree ("location_id",lower("name"));