ALTER TABLE "saved_searches" ADD COLUMN "type_mask" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "amenity_mask" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "guests" integer;