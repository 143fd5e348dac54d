CREATE TABLE "availabilities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "availabilities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"price_per_month_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availabilities_range_check" CHECK ("availabilities"."end_date" > "availabilities"."start_date")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"host_id" uuid NOT NULL,
	"status" text DEFAULT 'pending_review' NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"property_type" text NOT NULL,
	"room_category" text DEFAULT 'entire_home' NOT NULL,
	"address_street" text NOT NULL,
	"address_city" text NOT NULL,
	"address_state" text NOT NULL,
	"address_postal_code" text NOT NULL,
	"address_country" text NOT NULL,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"price_per_month_cents" integer NOT NULL,
	"max_guests" integer NOT NULL,
	"free_capacity" integer NOT NULL,
	"additional_capacity" integer NOT NULL,
	"additional_capacity_percentage" numeric(3, 2) NOT NULL,
	"num_bedrooms" integer DEFAULT 0 NOT NULL,
	"num_beds" integer DEFAULT 0 NOT NULL,
	"num_private_bathrooms" numeric(3, 1) DEFAULT '0' NOT NULL,
	"num_shared_bathrooms" numeric(3, 1) DEFAULT '0' NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"rules" text[] DEFAULT '{}'::text[] NOT NULL,
	"video_key" text,
	"ownership_video_file_id" uuid,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "properties_status_check" CHECK ("properties"."status" in ('pending_review', 'published', 'rejected', 'archived')),
	CONSTRAINT "properties_price_check" CHECK ("properties"."price_per_month_cents" > 0),
	CONSTRAINT "properties_guests_check" CHECK ("properties"."max_guests" > 0)
);
--> statement-breakpoint
CREATE TABLE "property_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"original_file_id" uuid,
	"card_key" text NOT NULL,
	"gallery_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "availabilities" ADD CONSTRAINT "availabilities_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_ownership_video_file_id_stored_files_id_fk" FOREIGN KEY ("ownership_video_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_photos" ADD CONSTRAINT "property_photos_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_photos" ADD CONSTRAINT "property_photos_original_file_id_stored_files_id_fk" FOREIGN KEY ("original_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availabilities_property_idx" ON "availabilities" USING btree ("property_id","start_date");--> statement-breakpoint
CREATE INDEX "properties_host_idx" ON "properties" USING btree ("host_id","created_at");--> statement-breakpoint
CREATE INDEX "properties_status_idx" ON "properties" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "property_photos_property_idx" ON "property_photos" USING btree ("property_id","position");