ALTER TABLE "properties" ADD COLUMN "title_fr" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "title_fr" text;