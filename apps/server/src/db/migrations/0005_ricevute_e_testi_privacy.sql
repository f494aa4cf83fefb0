CREATE TABLE "ricevute" (
	"id_transazione_finanziaria" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"data_emissione" timestamp with time zone DEFAULT now() NOT NULL,
	"email_in_invio" timestamp with time zone,
	"email_inviata" timestamp with time zone,
	"email_destinatari" text,
	"email_tentativi" integer DEFAULT 0 NOT NULL,
	"email_errore" text,
	CONSTRAINT "ricevute_token_unique" UNIQUE("token"),
	CONSTRAINT "ricevute_tentativi_ck" CHECK ("ricevute"."email_tentativi" >= 0)
);
--> statement-breakpoint
ALTER TABLE "consensi_privacy" ADD COLUMN "testo_versione" text;--> statement-breakpoint
ALTER TABLE "consensi_privacy" ADD COLUMN "testo" text;--> statement-breakpoint
ALTER TABLE "ricevute" ADD CONSTRAINT "ricevute_id_transazione_finanziaria_transazioni_finanziarie_id_transazione_finanziaria_fk" FOREIGN KEY ("id_transazione_finanziaria") REFERENCES "public"."transazioni_finanziarie"("id_transazione_finanziaria") ON DELETE no action ON UPDATE no action;