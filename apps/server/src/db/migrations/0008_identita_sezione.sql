CREATE TABLE "identita_sezione" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"denominazione" varchar(150) NOT NULL,
	"indirizzo" varchar(60) NOT NULL,
	"cap" varchar(5) NOT NULL,
	"comune" varchar(45) NOT NULL,
	"provincia" varchar(2) NOT NULL,
	"codice_fiscale" varchar(16) NOT NULL,
	"partita_iva" varchar(11),
	"runts" varchar(200),
	"detraibilita" varchar(600),
	"aggiornata_il" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identita_sezione_una_riga_ck" CHECK ("identita_sezione"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "eventi" DROP CONSTRAINT "eventi_tabella_ck";--> statement-breakpoint
ALTER TABLE "eventi" ADD CONSTRAINT "eventi_tabella_ck" CHECK ("eventi"."table" in ('persone','iscrizioni','nomine','consensi_privacy','identita_sezione'));--> statement-breakpoint
-- Decision 1301: every change of the section's identity is recorded in eventi like the register's
-- (zaino_audit of migration 0001; no person concerned, so id_persona stays null).
CREATE TRIGGER "Audit_identita_sezione" AFTER INSERT OR UPDATE OR DELETE ON identita_sezione
  FOR EACH ROW EXECUTE FUNCTION zaino_audit('id');
