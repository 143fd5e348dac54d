CREATE TABLE "lease_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lease_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lease_id" integer NOT NULL,
	"party" text NOT NULL,
	"typed_name" text NOT NULL,
	"consent" boolean NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"document_sha256" text NOT NULL,
	"voided_at" timestamp with time zone,
	CONSTRAINT "lease_signatures_party_check" CHECK ("lease_signatures"."party" in ('renter','host')),
	CONSTRAINT "lease_signatures_consent_check" CHECK ("lease_signatures"."consent")
);
--> statement-breakpoint
CREATE TABLE "leases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"document" jsonb NOT NULL,
	"lowest_rent_suggested_cents" integer,
	"lowest_rent_cents" integer,
	"building_under_five_years" boolean,
	"rent_ceiling_cents" integer,
	"host_fields_confirmed_at" timestamp with time zone,
	"status" text DEFAULT 'draft' NOT NULL,
	"document_sha256" text NOT NULL,
	"term_end" date NOT NULL,
	"renewals" integer DEFAULT 0 NOT NULL,
	"reminded_for" date,
	"non_renewal_given_at" timestamp with time zone,
	"renewal_blocked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leases_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "leases_status_check" CHECK ("leases"."status" in ('draft','awaiting_renter','awaiting_host','signed'))
);
--> statement-breakpoint
ALTER TABLE "lease_signatures" ADD CONSTRAINT "lease_signatures_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lease_signatures_one_valid" ON "lease_signatures" USING btree ("lease_id","party") WHERE "lease_signatures"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "leases_term_end_idx" ON "leases" USING btree ("term_end") WHERE "leases"."non_renewal_given_at" is null;