CREATE TABLE "stay_extensions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stay_extensions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"previous_check_out" date NOT NULL,
	"new_check_out" date NOT NULL,
	"months" integer NOT NULL,
	"extra_days" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"instalments" jsonb NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "stay_extensions_status_check" CHECK ("stay_extensions"."status" in ('requested','accepted','declined','cancelled','expired')),
	CONSTRAINT "stay_extensions_dates_check" CHECK ("stay_extensions"."new_check_out" > "stay_extensions"."previous_check_out")
);
--> statement-breakpoint
ALTER TABLE "stay_extensions" ADD CONSTRAINT "stay_extensions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stay_extensions_one_open" ON "stay_extensions" USING btree ("booking_id") WHERE "stay_extensions"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "stay_extensions_booking_idx" ON "stay_extensions" USING btree ("booking_id","requested_at");--> statement-breakpoint
CREATE INDEX "stay_extensions_open_idx" ON "stay_extensions" USING btree ("status","requested_at");