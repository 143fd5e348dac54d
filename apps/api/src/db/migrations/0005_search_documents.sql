CREATE TABLE "search_documents" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"search_text" text NOT NULL,
	"title" text NOT NULL,
	"property_type" text NOT NULL,
	"room_category" text NOT NULL,
	"address_street" text NOT NULL,
	"address_city" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"price_cents" integer NOT NULL,
	"max_guests" integer NOT NULL,
	"num_bedrooms" integer NOT NULL,
	"amenities" text[] NOT NULL,
	"photo_keys" text[] NOT NULL,
	"free_dates" datemultirange NOT NULL,
	"rating_avg" numeric(3, 2) DEFAULT '0' NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_price_idx" ON "search_documents" USING btree ("price_cents","property_id");--> statement-breakpoint
CREATE INDEX "search_documents_published_idx" ON "search_documents" USING btree ("published_at","property_id");--> statement-breakpoint
CREATE INDEX "search_documents_text_trgm_idx" ON "search_documents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_amenities_idx" ON "search_documents" USING gin ("amenities");--> statement-breakpoint
CREATE INDEX "search_documents_free_dates_idx" ON "search_documents" USING gist ("free_dates");--> statement-breakpoint
CREATE INDEX "search_documents_point_idx" ON "search_documents" USING gist (point("longitude", "latitude"));