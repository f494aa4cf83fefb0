CREATE TABLE "lavori" (
	"id" text PRIMARY KEY NOT NULL,
	"coda" text NOT NULL,
	"chiave" text NOT NULL,
	"stato" text DEFAULT 'in_coda' NOT NULL,
	"fatti" integer DEFAULT 0 NOT NULL,
	"totale" integer,
	"risultato" jsonb,
	"errore" text,
	"autore" text NOT NULL,
	"creato" timestamp with time zone DEFAULT now() NOT NULL,
	"aggiornato" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lavori_stato_ck" CHECK ("lavori"."stato" in ('in_coda','in_corso','completato','errore')),
	CONSTRAINT "lavori_fatti_ck" CHECK ("lavori"."fatti" >= 0 and ("lavori"."totale" is null or "lavori"."totale" >= 0))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lavori_chiave_attiva_uq" ON "lavori" USING btree ("chiave") WHERE "lavori"."stato" in ('in_coda','in_corso');--> statement-breakpoint
CREATE INDEX "lavori_creato_idx" ON "lavori" USING btree ("creato");