CREATE TABLE "favourites" (
	"user_id" uuid NOT NULL,
	"property_id" integer NOT NULL,
	"check_in" date,
	"check_out" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_pkey" PRIMARY KEY("user_id","property_id"),
	CONSTRAINT "favourites_dates_check" CHECK (("favourites"."check_in" is null and "favourites"."check_out" is null) or "favourites"."check_out" > "favourites"."check_in")
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_user_created_idx" ON "favourites" USING btree ("user_id","created_at","property_id");--> statement-breakpoint
CREATE INDEX "favourites_property_idx" ON "favourites" USING btree ("property_id");