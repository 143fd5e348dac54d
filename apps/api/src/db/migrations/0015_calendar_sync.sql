CREATE TABLE "calendar_feeds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_feeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"etag" text,
	"event_count" integer DEFAULT 0 NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error_key" text,
	"last_error_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_error_at" timestamp with time zone,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_property_url_unique" UNIQUE("property_id","url")
);
--> statement-breakpoint
CREATE TABLE "calendar_exports" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"content_hash" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_exports_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_exports" ADD CONSTRAINT "calendar_exports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_feeds_property_idx" ON "calendar_feeds" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "calendar_feeds_due_idx" ON "calendar_feeds" USING btree ("next_sync_at");--> statement-breakpoint
ALTER TABLE "availabilities" ADD COLUMN "calendar_feed_id" integer;--> statement-breakpoint
ALTER TABLE "availabilities" ADD COLUMN "external_uid" text;--> statement-breakpoint
ALTER TABLE "availabilities" ADD CONSTRAINT "availabilities_calendar_feed_id_calendar_feeds_id_fk" FOREIGN KEY ("calendar_feed_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availabilities_feed_idx" ON "availabilities" USING btree ("calendar_feed_id") WHERE "availabilities"."calendar_feed_id" is not null;--> statement-breakpoint
ALTER TABLE "availabilities" DROP CONSTRAINT "availabilities_range_check";--> statement-breakpoint
ALTER TABLE "availabilities" ADD CONSTRAINT "availabilities_range_check" CHECK ("availabilities"."end_date" > "availabilities"."start_date" or ("availabilities"."calendar_feed_id" is not null and "availabilities"."end_date" = "availabilities"."start_date"));
