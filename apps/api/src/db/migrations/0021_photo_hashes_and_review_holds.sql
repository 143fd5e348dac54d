CREATE TABLE "photo_hashes" (
	"photo_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"property_id" integer NOT NULL,
	"host_id" uuid NOT NULL,
	"hash" bigint NOT NULL,
	"band0" integer NOT NULL,
	"band1" integer NOT NULL,
	"band2" integer NOT NULL,
	"band3" integer NOT NULL,
	CONSTRAINT "photo_hashes_photo_id_kind_pk" PRIMARY KEY("photo_id","kind")
);
--> statement-breakpoint
CREATE TABLE "review_holds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"kind" text NOT NULL,
	"photo_id" integer,
	"matched_photo_id" integer,
	"matched_property_id" integer,
	"matched_host_id" uuid,
	"distance" smallint,
	"price_cents" integer,
	"median_cents" integer,
	"comparables" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "review_holds_kind_check" CHECK ("review_holds"."kind" in ('copied_photo', 'low_price'))
);
--> statement-breakpoint
ALTER TABLE "photo_hashes" ADD CONSTRAINT "photo_hashes_photo_id_property_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."property_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_hashes" ADD CONSTRAINT "photo_hashes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_hashes" ADD CONSTRAINT "photo_hashes_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_holds" ADD CONSTRAINT "review_holds_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_holds" ADD CONSTRAINT "review_holds_photo_id_property_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."property_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_holds" ADD CONSTRAINT "review_holds_matched_photo_id_property_photos_id_fk" FOREIGN KEY ("matched_photo_id") REFERENCES "public"."property_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_holds" ADD CONSTRAINT "review_holds_matched_property_id_properties_id_fk" FOREIGN KEY ("matched_property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_holds" ADD CONSTRAINT "review_holds_matched_host_id_users_id_fk" FOREIGN KEY ("matched_host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_hashes_band0_idx" ON "photo_hashes" USING btree ("band0");--> statement-breakpoint
CREATE INDEX "photo_hashes_band1_idx" ON "photo_hashes" USING btree ("band1");--> statement-breakpoint
CREATE INDEX "photo_hashes_band2_idx" ON "photo_hashes" USING btree ("band2");--> statement-breakpoint
CREATE INDEX "photo_hashes_band3_idx" ON "photo_hashes" USING btree ("band3");--> statement-breakpoint
CREATE INDEX "photo_hashes_property_idx" ON "photo_hashes" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "review_holds_property_idx" ON "review_holds" USING btree ("property_id");