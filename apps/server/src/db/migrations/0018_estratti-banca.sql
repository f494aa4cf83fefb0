CREATE TABLE "estratti_banca" (
	"id_estratto" serial PRIMARY KEY NOT NULL,
	"hash" varchar(64) NOT NULL,
	"nome_file" text NOT NULL,
	"formato" text NOT NULL,
	"banca" text,
	"righe" integer NOT NULL,
	"caricato_da" text NOT NULL,
	"data_caricamento" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estratti_banca_formato_ck" CHECK ("estratti_banca"."formato" in ('camt053','csv'))
);
--> statement-breakpoint
CREATE TABLE "mappature_csv_banca" (
	"banca" text PRIMARY KEY NOT NULL,
	"mappatura" jsonb NOT NULL,
	"data_modifica" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movimenti_banca" (
	"id_movimento" serial PRIMARY KEY NOT NULL,
	"identita" text NOT NULL,
	"id_estratto" integer NOT NULL,
	"conto" text NOT NULL,
	"data" date NOT NULL,
	"data_valuta" date,
	"importo" bigint NOT NULL,
	"verso" text NOT NULL,
	"causale" text NOT NULL,
	"controparte" text,
	"riferimento" text,
	"stato" text DEFAULT 'da_abbinare' NOT NULL,
	"id_transazione_finanziaria" integer,
	"id_voce" integer,
	"autore" text,
	"data_stato" timestamp with time zone,
	CONSTRAINT "movimenti_banca_importo_ck" CHECK ("movimenti_banca"."importo" > 0),
	CONSTRAINT "movimenti_banca_verso_ck" CHECK ("movimenti_banca"."verso" in ('entrata', 'uscita')),
	CONSTRAINT "movimenti_banca_stato_ck" CHECK ("movimenti_banca"."stato" in ('da_abbinare','abbinata','ignorata')),
	CONSTRAINT "movimenti_banca_abbinata_ck" CHECK (("movimenti_banca"."stato" = 'abbinata') = ("movimenti_banca"."id_transazione_finanziaria" is not null or "movimenti_banca"."id_voce" is not null))
);
--> statement-breakpoint
ALTER TABLE "movimenti_banca" ADD CONSTRAINT "movimenti_banca_id_estratto_estratti_banca_id_estratto_fk" FOREIGN KEY ("id_estratto") REFERENCES "public"."estratti_banca"("id_estratto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimenti_banca" ADD CONSTRAINT "movimenti_banca_id_transazione_finanziaria_transazioni_finanziarie_id_transazione_finanziaria_fk" FOREIGN KEY ("id_transazione_finanziaria") REFERENCES "public"."transazioni_finanziarie"("id_transazione_finanziaria") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimenti_banca" ADD CONSTRAINT "movimenti_banca_id_voce_voci_id_voce_fk" FOREIGN KEY ("id_voce") REFERENCES "public"."voci"("id_voce") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "estratti_banca_hash_uq" ON "estratti_banca" USING btree ("hash");--> statement-breakpoint
CREATE UNIQUE INDEX "movimenti_banca_identita_uq" ON "movimenti_banca" USING btree ("identita");--> statement-breakpoint
CREATE UNIQUE INDEX "movimenti_banca_tf_uq" ON "movimenti_banca" USING btree ("id_transazione_finanziaria") WHERE "movimenti_banca"."id_transazione_finanziaria" is not null;--> statement-breakpoint
CREATE INDEX "movimenti_banca_stato_data_idx" ON "movimenti_banca" USING btree ("stato","data");--> statement-breakpoint
-- hand-written
-- Decision 1141: a payment deleted on the payments page puts the bank line it settled back in the queue.
CREATE FUNCTION movimenti_banca_pagamento_eliminato() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE movimenti_banca SET stato = 'da_abbinare', id_transazione_finanziaria = NULL, id_voce = NULL,
    data_stato = now()
  WHERE id_transazione_finanziaria = OLD.id_transazione_finanziaria;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER movimenti_banca_pagamento_eliminato_tg BEFORE DELETE ON transazioni_finanziarie
  FOR EACH ROW EXECUTE FUNCTION movimenti_banca_pagamento_eliminato();
