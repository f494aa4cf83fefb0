ALTER TABLE "eventi" DROP CONSTRAINT "eventi_tabella_ck";--> statement-breakpoint
ALTER TABLE "eventi" ADD CONSTRAINT "eventi_tabella_ck" CHECK ("eventi"."table" in ('persone','iscrizioni','nomine','consensi_privacy','identita_sezione','anni_scout'));--> statement-breakpoint
-- Decision 1302: every change of a scout year (its fields, which one is active, a new year) is
-- recorded in eventi like the register's (zaino_audit of migration 0001; no person concerned, so
-- id_persona stays null and the dashboard's events list, joined to persone, does not show them).
CREATE TRIGGER "Audit_anni_scout" AFTER INSERT OR UPDATE OR DELETE ON anni_scout
  FOR EACH ROW EXECUTE FUNCTION zaino_audit('anno_scout');
