CREATE TABLE "favourite_alerts" (
	"user_id" uuid NOT NULL,
	"property_id" integer NOT NULL,
	"change_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_alerts_pkey" PRIMARY KEY("user_id","property_id","change_id")
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD COLUMN "alerts_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "favourites" ADD COLUMN "last_mailed_on" date;--> statement-breakpoint
ALTER TABLE "favourite_alerts" ADD CONSTRAINT "favourite_alerts_favourite_fk" FOREIGN KEY ("user_id","property_id") REFERENCES "public"."favourites"("user_id","property_id") ON DELETE cascade ON UPDATE no action;