CREATE TABLE "liste_attesa" (
	"id_lista_attesa" serial PRIMARY KEY NOT NULL,
	"id_persona" integer NOT NULL,
	"id_unita" integer NOT NULL,
	"posizione" integer NOT NULL,
	"data_richiesta" date DEFAULT current_date NOT NULL,
	"note" varchar(500),
	"id_iscrizione" integer
);
--> statement-breakpoint
CREATE TABLE "passi_ciclo" (
	"id_passo" serial PRIMARY KEY NOT NULL,
	"passo" text NOT NULL,
	"anno_scout" integer NOT NULL,
	"id_parte" integer,
	"autore" text NOT NULL,
	"id_persona_autore" integer,
	"eseguito" timestamp with time zone DEFAULT now() NOT NULL,
	"esito" text NOT NULL,
	"conteggi" jsonb NOT NULL,
	"errori" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "passi_ciclo_esito_ck" CHECK ("passi_ciclo"."esito" in ('successo','errore'))
);
--> statement-breakpoint
ALTER TABLE "eventi" DROP CONSTRAINT "eventi_tabella_ck";--> statement-breakpoint
ALTER TABLE "unita" ADD COLUMN "posti" integer;--> statement-breakpoint
ALTER TABLE "liste_attesa" ADD CONSTRAINT "liste_attesa_id_persona_persone_id_persona_fk" FOREIGN KEY ("id_persona") REFERENCES "public"."persone"("id_persona") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liste_attesa" ADD CONSTRAINT "liste_attesa_id_unita_unita_id_unita_fk" FOREIGN KEY ("id_unita") REFERENCES "public"."unita"("id_unita") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liste_attesa" ADD CONSTRAINT "liste_attesa_id_iscrizione_iscrizioni_id_iscrizione_fk" FOREIGN KEY ("id_iscrizione") REFERENCES "public"."iscrizioni"("id_iscrizione") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "liste_attesa_unita_idx" ON "liste_attesa" USING btree ("id_unita","posizione");--> statement-breakpoint
CREATE INDEX "passi_ciclo_passo_idx" ON "passi_ciclo" USING btree ("passo","eseguito");--> statement-breakpoint
ALTER TABLE "unita" ADD CONSTRAINT "unita_posti_ck" CHECK ("unita"."posti" is null or "unita"."posti" >= 0);--> statement-breakpoint
ALTER TABLE "eventi" ADD CONSTRAINT "eventi_tabella_ck" CHECK ("eventi"."table" in ('persone','iscrizioni','nomine','consensi_privacy','identita_sezione','anni_scout','passi_ciclo'));--> statement-breakpoint
-- Decision 1016: every run of a yearly step is recorded in eventi too (who, when), by the audit
-- function of migration 0001.
CREATE TRIGGER "Audit_passi_ciclo" AFTER INSERT OR UPDATE OR DELETE ON passi_ciclo
  FOR EACH ROW EXECUTE FUNCTION zaino_audit('id_passo');
