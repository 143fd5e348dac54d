CREATE TABLE "watched_accounts" (
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"count" integer NOT NULL,
	"slowed_at" timestamp with time zone,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "watched_accounts_user_id_reason_pk" PRIMARY KEY("user_id","reason"),
	CONSTRAINT "watched_accounts_reason_check" CHECK ("watched_accounts"."reason" in ('hosts_contacted', 'listings_created'))
);
--> statement-breakpoint
ALTER TABLE "watched_accounts" ADD CONSTRAINT "watched_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watched_accounts_last_seen_idx" ON "watched_accounts" USING btree ("last_seen_at");