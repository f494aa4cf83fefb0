ALTER TABLE "voci" ADD COLUMN "riga_ets" varchar(8);--> statement-breakpoint
-- hand-written
-- Decision 1140: a line of the model (U/E, section A–E, number), of the item's own kind.
ALTER TABLE "voci" ADD CONSTRAINT "voci_riga_ets_ck" CHECK ("riga_ets" IS NULL OR ("riga_ets" ~ '^[EU][A-E][0-9]{1,2}$' AND left("riga_ets", 1) = left("codice", 1)));
