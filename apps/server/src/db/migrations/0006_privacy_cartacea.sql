ALTER TABLE "consensi_privacy" ADD COLUMN "cartaceo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "consensi_privacy" ADD COLUMN "inserito_da_id_persona" integer;--> statement-breakpoint
ALTER TABLE "consensi_privacy" ADD COLUMN "inserito_da_nome" text;--> statement-breakpoint
ALTER TABLE "consensi_privacy" ADD CONSTRAINT "consensi_privacy_inserito_da_id_persona_persone_id_persona_fk" FOREIGN KEY ("inserito_da_id_persona") REFERENCES "public"."persone"("id_persona") ON DELETE set null ON UPDATE no action;