-- Every change to a search document is announced on the channel 'search_changes' (payload: the
-- listing id), delivered when its transaction commits, so each API process's in-memory search
-- engine re-reads just that listing. A trigger rather than the application, so nothing that
-- changes the table can forget it: rebuilds, a listing deleted with its document (cascade), imports.
-- A bulk rebuild sets demeure.search_bulk and announces '*' (reload everything) once instead.
CREATE FUNCTION "search_documents_announce"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('demeure.search_bulk', true), '') <> 'on' THEN
    PERFORM pg_notify('search_changes', coalesce(NEW.property_id, OLD.property_id)::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "search_documents_announce" AFTER INSERT OR UPDATE OR DELETE ON "search_documents"
  FOR EACH ROW EXECUTE FUNCTION "search_documents_announce"();
