ALTER TABLE "properties" ADD COLUMN "citq_number" text;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "has_citq" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_citq_number_check" CHECK ("properties"."citq_number" ~ '^[0-9]{6}$');