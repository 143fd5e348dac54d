CREATE TABLE "document_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"document_kind" text NOT NULL,
	"document_name" text NOT NULL,
	"viewer_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "documents_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_views" ADD CONSTRAINT "document_views_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_views" ADD CONSTRAINT "document_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_views_booking_idx" ON "document_views" USING btree ("booking_id","viewed_at");--> statement-breakpoint
CREATE INDEX "bookings_documents_kept_idx" ON "bookings" USING btree ("status","closed_at") WHERE "bookings"."documents_deleted_at" is null;