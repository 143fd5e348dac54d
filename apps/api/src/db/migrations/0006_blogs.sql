CREATE TABLE "blogs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blogs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"story" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"brief_description" text NOT NULL,
	"body" text NOT NULL,
	"writer_name" text NOT NULL,
	"image_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blogs_story_language_unique" UNIQUE("story","language"),
	CONSTRAINT "blogs_language_check" CHECK ("blogs"."language" in ('en', 'fr'))
);
--> statement-breakpoint
CREATE INDEX "blogs_language_created_idx" ON "blogs" USING btree ("language","created_at");