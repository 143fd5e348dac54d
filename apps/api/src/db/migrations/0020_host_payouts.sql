CREATE TABLE "payout_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_ref" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_account_ref_unique" UNIQUE("account_ref"),
	CONSTRAINT "payout_accounts_status_check" CHECK ("payout_accounts"."status" in ('pending','enabled','restricted'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_transfers" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"account_ref" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"transfer_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "transfer_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "transfer_ref" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "paid_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "last_failure" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_payout_status_idx" ON "ledger_entries" USING btree ("kind","status");