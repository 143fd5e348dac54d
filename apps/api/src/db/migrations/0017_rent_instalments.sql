CREATE TABLE "rent_instalments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rent_instalments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_on" date NOT NULL,
	"charge_key" text,
	"claimed_at" timestamp with time zone,
	"provider_ref" text,
	"paid_at" timestamp with time zone,
	"last_failure" text,
	"reminders_sent" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "rent_instalments_booking_seq" UNIQUE("booking_id","seq"),
	CONSTRAINT "rent_instalments_status_check" CHECK ("rent_instalments"."status" in ('scheduled','processing','paid','failed','overdue','cancelled')),
	CONSTRAINT "rent_instalments_amount_check" CHECK ("rent_instalments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"method_ref" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"outcome" text NOT NULL,
	"charge_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "autopay" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_method_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "instalment_seq" integer;--> statement-breakpoint
ALTER TABLE "rent_instalments" ADD CONSTRAINT "rent_instalments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rent_instalments_due_idx" ON "rent_instalments" USING btree ("status","next_attempt_on");