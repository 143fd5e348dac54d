DROP INDEX "search_documents_point_idx";--> statement-breakpoint
CREATE INDEX "search_documents_lat_lon_idx" ON "search_documents" USING btree ("latitude","longitude");