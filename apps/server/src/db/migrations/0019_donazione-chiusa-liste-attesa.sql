ALTER TABLE "eventi" DROP CONSTRAINT "eventi_tabella_ck";--> statement-breakpoint
ALTER TABLE "transazioni_finanziarie" ADD COLUMN "donazione_chiusa" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "eventi" ADD CONSTRAINT "eventi_tabella_ck" CHECK ("eventi"."table" in ('persone','iscrizioni','nomine','consensi_privacy','identita_sezione','anni_scout','passi_ciclo','utenti','liste_attesa','unita'));--> statement-breakpoint
ALTER TABLE "transazioni_finanziarie" ADD CONSTRAINT "tf_donazione_chiusa_ck" CHECK ("transazioni_finanziarie"."donazione_chiusa" >= 0);--> statement-breakpoint
-- hand-written
-- Decision 1024: every write of a waiting list, and every change of a unit's places, is recorded in
-- eventi (zaino_audit of migration 0001; the list row names its person, a unit names none).
CREATE TRIGGER "Audit_liste_attesa" AFTER INSERT OR UPDATE OR DELETE ON liste_attesa
  FOR EACH ROW EXECUTE FUNCTION zaino_audit('id_lista_attesa');
--> statement-breakpoint
CREATE TRIGGER "Audit_unita_posti" AFTER UPDATE OF posti ON unita
  FOR EACH ROW EXECUTE FUNCTION zaino_audit('id_unita');
