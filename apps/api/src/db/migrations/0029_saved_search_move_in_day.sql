ALTER TABLE "saved_searches" ADD COLUMN "move_in_day" integer;--> statement-breakpoint
-- Searches saved before the column: their move-in date as a day number, as prefilterOf writes it.
UPDATE "saved_searches" SET "move_in_day" = ("criteria"->>'move_in')::date - date '1970-01-01' WHERE "criteria" ? 'move_in';--> statement-breakpoint
CREATE INDEX "saved_searches_place_move_in_idx" ON "saved_searches" USING btree ("place_key","move_in_day") WHERE "saved_searches"."unsubscribed_at" is null and "saved_searches"."move_in_day" is not null;