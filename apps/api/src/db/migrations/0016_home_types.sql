-- One list of home types (packages/shared/src/constants/catalogue.ts, LISTING_TYPES; the reasons
-- are in docs/product-rules.md, "Home types"). A listing typed "private room" is a room in a
-- shared apartment: its room category says so and its home type becomes apartment. Offices and
-- campers are no longer offered: a listing of either becomes "other", where its host can retype it.
UPDATE "properties" SET "room_category" = 'private_room' WHERE "property_type" = 'private_room';--> statement-breakpoint
UPDATE "properties" SET "property_type" = CASE "property_type"
    WHEN 'private_room' THEN 'apartment'
    WHEN 'Office' THEN 'other'
    WHEN 'camper_and_rvs' THEN 'other'
  END
  WHERE "property_type" IN ('private_room', 'Office', 'camper_and_rvs');--> statement-breakpoint
-- The search documents copy both columns from their listings, so search agrees with listings from
-- the first start (the engine loads this table; its trigger announces each changed row).
UPDATE "search_documents" AS d SET "property_type" = p."property_type", "room_category" = p."room_category"
  FROM "properties" AS p
  WHERE p."id" = d."property_id"
    AND (d."property_type" <> p."property_type" OR d."room_category" <> p."room_category");
