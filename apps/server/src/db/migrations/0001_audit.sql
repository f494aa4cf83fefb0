-- Audit (DESIGN.md §4): every insert, update and delete of persone, iscrizioni, nomine and
-- consensi_privacy writes one row in eventi.
--   rev_author  current_setting('zaino.user'), set per transaction by withTransaction (null if unset)
--   rev_type    insert | update | delete
--   row_id      primary key of the changed row
--   id_persona  the person concerned (for nomine: through the enrolment)
--   details     {"<column>": {"before": <old value>, "after": <new value>}, ...}
--               insert: every column (before null); delete: every column (after null);
--               update: only the columns that changed. An update that changes nothing is not recorded.
-- Statements are separated by breakpoints because PGlite runs one statement per query.
CREATE OR REPLACE FUNCTION zaino_audit() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_old jsonb;
  v_new jsonb;
  v_row jsonb;
  v_details jsonb := '{}'::jsonb;
  v_key text;
  v_row_id integer;
  v_persona integer;
  v_iscrizione integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN v_old := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN v_new := to_jsonb(NEW); END IF;
  v_row := coalesce(v_new, v_old);

  FOR v_key IN SELECT jsonb_object_keys(v_row) LOOP
    IF TG_OP = 'UPDATE' AND (v_old -> v_key) IS NOT DISTINCT FROM (v_new -> v_key) THEN
      CONTINUE;
    END IF;
    v_details := v_details || jsonb_build_object(
      v_key,
      jsonb_build_object('before', coalesce(v_old -> v_key, 'null'::jsonb), 'after', coalesce(v_new -> v_key, 'null'::jsonb))
    );
  END LOOP;
  IF TG_OP = 'UPDATE' AND v_details = '{}'::jsonb THEN
    RETURN NULL;
  END IF;

  v_row_id := (v_row ->> TG_ARGV[0])::integer;
  IF TG_TABLE_NAME = 'persone' THEN
    v_persona := v_row_id;
  ELSIF TG_TABLE_NAME = 'nomine' THEN
    v_iscrizione := (v_row ->> 'id_iscrizione')::integer;
    SELECT i.id_persona INTO v_persona FROM iscrizioni i WHERE i.id_iscrizione = v_iscrizione;
    IF v_persona IS NULL THEN
      -- The enrolment is gone (cascading delete): its own audit rows still name the person.
      SELECT e.id_persona INTO v_persona FROM eventi e
        WHERE e."table" = 'iscrizioni' AND e.row_id = v_iscrizione AND e.id_persona IS NOT NULL
        ORDER BY e.id_evento DESC LIMIT 1;
    END IF;
  ELSE
    v_persona := (v_row ->> 'id_persona')::integer;
  END IF;

  INSERT INTO eventi (rev_author, rev_type, row_id, "table", id_persona, details)
  VALUES (
    nullif(current_setting('zaino.user', true), ''),
    lower(TG_OP),
    v_row_id,
    TG_TABLE_NAME,
    v_persona,
    v_details
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Trigger names start with an upper-case letter so that, among a table's AFTER ROW triggers (fired
-- in name order), the audit runs before the "RI_…" triggers that cascade deletes to child rows:
-- the parent's event then exists when the children's events look the person up.
CREATE TRIGGER "Audit_persone" AFTER INSERT OR UPDATE OR DELETE ON persone
  FOR EACH ROW EXECUTE FUNCTION zaino_audit('id_persona');
--> statement-breakpoint
CREATE TRIGGER "Audit_iscrizioni" AFTER INSERT OR UPDATE OR DELETE ON iscrizioni
  FOR EACH ROW EXECUTE FUNCTION zaino_audit('id_iscrizione');
--> statement-breakpoint
CREATE TRIGGER "Audit_nomine" AFTER INSERT OR UPDATE OR DELETE ON nomine
  FOR EACH ROW EXECUTE FUNCTION zaino_audit('id_nomina');
--> statement-breakpoint
CREATE TRIGGER "Audit_consensi_privacy" AFTER INSERT OR UPDATE OR DELETE ON consensi_privacy
  FOR EACH ROW EXECUTE FUNCTION zaino_audit('id_consenso_privacy');
