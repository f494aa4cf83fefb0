CREATE TABLE "contatori_limiti" (
	"chiave" text PRIMARY KEY NOT NULL,
	"conteggio" integer NOT NULL,
	"scadenza" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contatori_limiti_scadenza_idx" ON "contatori_limiti" USING btree ("scadenza");