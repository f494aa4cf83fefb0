-- Decision 0920: findings are derived data (a recompute writes them again) and nothing wrote this table
-- before; emptied so the new NOT NULL columns need no default.
DELETE FROM "controlli";--> statement-breakpoint
ALTER TABLE "controlli" ADD COLUMN "chiave" text NOT NULL;--> statement-breakpoint
ALTER TABLE "controlli" ADD COLUMN "persone" integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "controlli" ADD COLUMN "unita" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "controlli_tipo_chiave_uq" ON "controlli" USING btree ("tipo","chiave");--> statement-breakpoint
ALTER TABLE "controlli" ADD CONSTRAINT "controlli_tipo_ck" CHECK ("controlli"."tipo" in ('cfIncompatibile','cfNonValido','codiciFiscaliDoppi','nomiCognomiDoppi','personeInutili','ruoloIncompatibile'));