CREATE TABLE "promemoria_inviati" (
	"id_promemoria" serial PRIMARY KEY NOT NULL,
	"id_transazione_economica" integer NOT NULL,
	"fase" text NOT NULL,
	"destinatari" text NOT NULL,
	"id_mail" text NOT NULL,
	"stato" text DEFAULT 'in_invio' NOT NULL,
	"creato" timestamp with time zone DEFAULT now() NOT NULL,
	"inviato" timestamp with time zone,
	"errore" text,
	"autore" text NOT NULL,
	CONSTRAINT "promemoria_fase_ck" CHECK ("promemoria_inviati"."fase" in ('quasi_in_mora','in_mora')),
	CONSTRAINT "promemoria_stato_ck" CHECK ("promemoria_inviati"."stato" in ('in_invio','inviato','fallito'))
);
--> statement-breakpoint
ALTER TABLE "promemoria_inviati" ADD CONSTRAINT "promemoria_inviati_id_transazione_economica_transazioni_economiche_id_transazione_economica_fk" FOREIGN KEY ("id_transazione_economica") REFERENCES "public"."transazioni_economiche"("id_transazione_economica") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promemoria_dovuto_fase_uq" ON "promemoria_inviati" USING btree ("id_transazione_economica","fase");--> statement-breakpoint
CREATE INDEX "promemoria_id_mail_ix" ON "promemoria_inviati" USING btree ("id_mail");