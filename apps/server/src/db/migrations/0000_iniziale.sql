CREATE TABLE "auth_account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_jwks" (
	"id" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" text NOT NULL,
	CONSTRAINT "auth_rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "auth_session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "auth_session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "auth_user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"username" text,
	"id_persona" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_user_email_unique" UNIQUE("email"),
	CONSTRAINT "auth_user_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "auth_verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "anni_scout" (
	"anno_scout" integer PRIMARY KEY NOT NULL,
	"attivo" boolean DEFAULT false NOT NULL,
	"inizio_fiscale" date NOT NULL,
	"limite_iscrizioni" date NOT NULL,
	"limite_mora" date NOT NULL,
	"mora_nuovi" integer DEFAULT 0 NOT NULL,
	"mora_rinnovi" integer DEFAULT 0 NOT NULL,
	"quota_giovani_nuovi" integer NOT NULL,
	"quota_giovani_rinnovi" integer NOT NULL,
	"quota_adulti_nuovi" integer NOT NULL,
	"quota_adulti_rinnovi" integer NOT NULL,
	CONSTRAINT "anni_scout_importi_ck" CHECK ("anni_scout"."mora_nuovi" >= 0 and "anni_scout"."mora_rinnovi" >= 0 and "anni_scout"."quota_giovani_nuovi" >= 0 and "anni_scout"."quota_giovani_rinnovi" >= 0 and "anni_scout"."quota_adulti_nuovi" >= 0 and "anni_scout"."quota_adulti_rinnovi" >= 0)
);
--> statement-breakpoint
CREATE TABLE "iscrizioni" (
	"id_iscrizione" serial PRIMARY KEY NOT NULL,
	"id_persona" integer NOT NULL,
	"anno_scout" integer NOT NULL,
	"n_tessera" varchar(20),
	"stato_iscrizione" text DEFAULT 'nessuna' NOT NULL,
	"errori_nazionale" text,
	CONSTRAINT "iscrizioni_stato_ck" CHECK ("iscrizioni"."stato_iscrizione" in ('nessuna','prevista','inprova','incorso','sezione','completata'))
);
--> statement-breakpoint
CREATE TABLE "nomine" (
	"id_nomina" serial PRIMARY KEY NOT NULL,
	"id_iscrizione" integer NOT NULL,
	"id_ruolo" varchar(8) NOT NULL,
	"id_gruppo" integer
);
--> statement-breakpoint
CREATE TABLE "ruoli" (
	"id_ruolo" varchar(8) PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"diretto" boolean NOT NULL,
	"branca" text,
	"adulto" boolean NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "ruoli_branca_ck" CHECK ("ruoli"."branca" is null or "ruoli"."branca" in ('L','E','R'))
);
--> statement-breakpoint
CREATE TABLE "gruppi" (
	"id_gruppo" serial PRIMARY KEY NOT NULL,
	"numero" integer NOT NULL,
	"id_parte" integer,
	CONSTRAINT "gruppi_numero_unique" UNIQUE("numero"),
	CONSTRAINT "gruppi_numero_ck" CHECK ("gruppi"."numero" > 0)
);
--> statement-breakpoint
CREATE TABLE "parti" (
	"id_parte" serial PRIMARY KEY NOT NULL,
	"desc" text,
	"id_persona" integer,
	"id_unita" integer,
	"id_gruppo" integer,
	CONSTRAINT "parti_persona_uq" UNIQUE("id_persona"),
	CONSTRAINT "parti_unita_uq" UNIQUE("id_unita"),
	CONSTRAINT "parti_gruppo_uq" UNIQUE("id_gruppo")
);
--> statement-breakpoint
CREATE TABLE "unita" (
	"id_unita" serial PRIMARY KEY NOT NULL,
	"branca" text NOT NULL,
	"id_gruppo" integer NOT NULL,
	"id_parte" integer,
	CONSTRAINT "unita_branca_gruppo_uq" UNIQUE("branca","id_gruppo"),
	CONSTRAINT "unita_branca_ck" CHECK ("unita"."branca" in ('L','E','R'))
);
--> statement-breakpoint
CREATE TABLE "consensi_privacy" (
	"id_consenso_privacy" serial PRIMARY KEY NOT NULL,
	"id_persona" integer NOT NULL,
	"consenso_s" boolean,
	"consenso_i" boolean,
	"consenso_l" boolean,
	"consenso_t" boolean,
	"data_espressione" timestamp with time zone DEFAULT now() NOT NULL,
	"titolare_nome" text,
	"titolare_email" text,
	"titolare_id_persona" integer
);
--> statement-breakpoint
CREATE TABLE "contatti" (
	"id_contatto" serial PRIMARY KEY NOT NULL,
	"id_persona" integer NOT NULL,
	"tipo" text NOT NULL,
	"valore" varchar(45) NOT NULL,
	"notifica" boolean DEFAULT false NOT NULL,
	"chi" varchar(40),
	CONSTRAINT "contatti_tipo_ck" CHECK ("contatti"."tipo" in ('e','t'))
);
--> statement-breakpoint
CREATE TABLE "parentele" (
	"id_parentela" serial PRIMARY KEY NOT NULL,
	"id_persona_genitore" integer NOT NULL,
	"id_persona_figlio" integer NOT NULL,
	"desc" varchar(40) NOT NULL,
	CONSTRAINT "parentele_coppia_uq" UNIQUE("id_persona_genitore","id_persona_figlio"),
	CONSTRAINT "parentele_distinte_ck" CHECK ("parentele"."id_persona_genitore" <> "parentele"."id_persona_figlio")
);
--> statement-breakpoint
CREATE TABLE "persone" (
	"id_persona" serial PRIMARY KEY NOT NULL,
	"nome" varchar(45),
	"cognome" varchar(45),
	"sesso" text,
	"data_nascita" date,
	"codice_fiscale" varchar(16),
	"luogo_nascita" varchar(45),
	"residenza_cap" varchar(5),
	"residenza_comune" varchar(45),
	"residenza_indirizzo" varchar(60),
	"residenza_provincia" varchar(2),
	"data_conferma" timestamp with time zone,
	"id_parte" integer,
	"id_persona_nazionale" integer,
	CONSTRAINT "persone_sesso_ck" CHECK ("persone"."sesso" is null or "persone"."sesso" in ('M','F'))
);
--> statement-breakpoint
CREATE TABLE "utenti" (
	"id_utente" serial PRIMARY KEY NOT NULL,
	"id_persona" integer,
	"username" text,
	"registration_token" varchar(9) NOT NULL,
	"data_registrazione" timestamp with time zone,
	"data_ultimo_accesso" timestamp with time zone,
	"email" text,
	"auth_user_id" text,
	CONSTRAINT "utenti_username_unique" UNIQUE("username"),
	CONSTRAINT "utenti_registration_token_unique" UNIQUE("registration_token"),
	CONSTRAINT "utenti_auth_user_id_unique" UNIQUE("auth_user_id")
);
--> statement-breakpoint
CREATE TABLE "controlli" (
	"id_controllo" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"dettagli" jsonb,
	"ok" boolean DEFAULT false NOT NULL,
	"ignora" boolean DEFAULT false NOT NULL,
	"id_persona" integer
);
--> statement-breakpoint
CREATE TABLE "eventi" (
	"id_evento" bigserial PRIMARY KEY NOT NULL,
	"rev_date" timestamp with time zone DEFAULT now() NOT NULL,
	"rev_author" text,
	"rev_type" text NOT NULL,
	"row_id" integer NOT NULL,
	"table" text NOT NULL,
	"id_persona" integer,
	"details" jsonb NOT NULL,
	CONSTRAINT "eventi_tipo_ck" CHECK ("eventi"."rev_type" in ('insert','update','delete')),
	CONSTRAINT "eventi_tabella_ck" CHECK ("eventi"."table" in ('persone','iscrizioni','nomine','consensi_privacy'))
);
--> statement-breakpoint
CREATE TABLE "info_generali" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"ultimo_download_nazionale" timestamp with time zone,
	"ultimo_confronto_nazionale" timestamp with time zone,
	CONSTRAINT "info_generali_una_riga_ck" CHECK ("info_generali"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"cc" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nazionale_persone" (
	"id_persona_nazionale" serial PRIMARY KEY NOT NULL,
	"tessera" varchar(20),
	"nome" text,
	"cognome" text,
	"alias" text,
	"indirizzo" text,
	"comune" text,
	"provincia" text,
	"cap" text,
	"luogo_nascita" text,
	"telefono" text,
	"email" text,
	"telefono2" text,
	"email2" text,
	"sesso" text,
	"codice_fiscale" varchar(16),
	"data_nascita" date,
	"incarichi" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stato_rinnovo" text,
	CONSTRAINT "nazionale_persone_tessera_unique" UNIQUE("tessera"),
	CONSTRAINT "nazionale_rinnovo_ck" CHECK ("nazionale_persone"."stato_rinnovo" is null or "nazionale_persone"."stato_rinnovo" in ('R','r'))
);
--> statement-breakpoint
CREATE TABLE "allegati" (
	"id_allegato" serial PRIMARY KEY NOT NULL,
	"id_transazione_finanziaria" integer,
	"nome" text NOT NULL,
	"dimensione" integer NOT NULL,
	"s3_key" text NOT NULL,
	"elimina" boolean DEFAULT false NOT NULL,
	"data_creata" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "allegati_s3_key_unique" UNIQUE("s3_key"),
	CONSTRAINT "allegati_dimensione_ck" CHECK ("allegati"."dimensione" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bilanci" (
	"id_parte" integer NOT NULL,
	"anno_scout" integer NOT NULL,
	"id_voce" integer NOT NULL,
	"preventivo" bigint DEFAULT 0 NOT NULL,
	"consuntivo" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "bilanci_id_parte_anno_scout_id_voce_pk" PRIMARY KEY("id_parte","anno_scout","id_voce")
);
--> statement-breakpoint
CREATE TABLE "contatori_ricevute" (
	"id_parte" integer NOT NULL,
	"anno_scout" integer NOT NULL,
	"ultimo_numero" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "contatori_ricevute_id_parte_anno_scout_pk" PRIMARY KEY("id_parte","anno_scout")
);
--> statement-breakpoint
CREATE TABLE "saldi_annuali" (
	"anno_scout" integer NOT NULL,
	"id_parte" integer NOT NULL,
	"bank" bigint DEFAULT 0 NOT NULL,
	"cash" bigint DEFAULT 0 NOT NULL,
	"satispay" bigint DEFAULT 0 NOT NULL,
	"stripe" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "saldi_annuali_anno_scout_id_parte_pk" PRIMARY KEY("anno_scout","id_parte")
);
--> statement-breakpoint
CREATE TABLE "transazioni" (
	"id_transazione" serial PRIMARY KEY NOT NULL,
	"id_transazione_economica" integer NOT NULL,
	"id_transazione_finanziaria" integer NOT NULL,
	"importo" bigint NOT NULL,
	"da_uniti" boolean DEFAULT false NOT NULL,
	"a_uniti" boolean DEFAULT false NOT NULL,
	CONSTRAINT "transazioni_importo_ck" CHECK ("transazioni"."importo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transazioni_economiche" (
	"id_transazione_economica" serial PRIMARY KEY NOT NULL,
	"id_parte_da" integer NOT NULL,
	"id_parte_a" integer NOT NULL,
	"importo" bigint NOT NULL,
	"causale_desc" text NOT NULL,
	"causale_dettagli" text,
	"causale_tipo" text DEFAULT 'altro' NOT NULL,
	"id_voce_da" integer,
	"id_voce_a" integer,
	"data_creata" timestamp with time zone DEFAULT now() NOT NULL,
	"data_pagata" timestamp with time zone,
	"stato" text DEFAULT 'no' NOT NULL,
	"id_iscrizione" integer,
	"anno_scout" integer NOT NULL,
	CONSTRAINT "te_importo_ck" CHECK ("transazioni_economiche"."importo" >= 0),
	CONSTRAINT "te_tipo_ck" CHECK ("transazioni_economiche"."causale_tipo" in ('iscrizione','donazione','altro')),
	CONSTRAINT "te_stato_ck" CHECK ("transazioni_economiche"."stato" in ('no','parziale_incorso','totale_incorso','parziale_completata','totale_completata'))
);
--> statement-breakpoint
CREATE TABLE "transazioni_finanziarie" (
	"id_transazione_finanziaria" serial PRIMARY KEY NOT NULL,
	"id_parte_da" integer NOT NULL,
	"id_parte_a" integer NOT NULL,
	"importo" bigint NOT NULL,
	"stato" text DEFAULT 'completed' NOT NULL,
	"tipo_da" text DEFAULT 'bank' NOT NULL,
	"tipo_a" text DEFAULT 'bank' NOT NULL,
	"commissione_da" bigint DEFAULT 0 NOT NULL,
	"commissione_a" bigint DEFAULT 0 NOT NULL,
	"stripe_payment_id" text,
	"satispay_payment_id" text,
	"bonifico_id_allegato" integer,
	"ricevuta_id_allegato" integer,
	"numero_ricevuta" integer,
	"data_creata" timestamp with time zone DEFAULT now() NOT NULL,
	"data_pagata" timestamp with time zone,
	"anno_scout" integer NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "transazioni_finanziarie_stripe_payment_id_unique" UNIQUE("stripe_payment_id"),
	CONSTRAINT "transazioni_finanziarie_satispay_payment_id_unique" UNIQUE("satispay_payment_id"),
	CONSTRAINT "transazioni_finanziarie_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "tf_importo_ck" CHECK ("transazioni_finanziarie"."importo" >= 0),
	CONSTRAINT "tf_commissioni_ck" CHECK ("transazioni_finanziarie"."commissione_da" >= 0 and "transazioni_finanziarie"."commissione_a" >= 0),
	CONSTRAINT "tf_stato_ck" CHECK ("transazioni_finanziarie"."stato" in ('completed','rejected','started','initiated')),
	CONSTRAINT "tf_tipo_ck" CHECK ("transazioni_finanziarie"."tipo_da" in ('bank','cash','satispay','stripe') and "transazioni_finanziarie"."tipo_a" in ('bank','cash','satispay','stripe')),
	CONSTRAINT "tf_pagata_ck" CHECK ("transazioni_finanziarie"."stato" = 'completed' or "transazioni_finanziarie"."data_pagata" is null)
);
--> statement-breakpoint
CREATE TABLE "voci" (
	"id_voce" serial PRIMARY KEY NOT NULL,
	"codice" varchar(20) NOT NULL,
	"descrizione" text NOT NULL,
	CONSTRAINT "voci_codice_unique" UNIQUE("codice"),
	CONSTRAINT "voci_codice_ck" CHECK ("voci"."codice" ~ '^[EU]')
);
--> statement-breakpoint
ALTER TABLE "auth_account" ADD CONSTRAINT "auth_account_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_session" ADD CONSTRAINT "auth_session_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iscrizioni" ADD CONSTRAINT "iscrizioni_id_persona_persone_id_persona_fk" FOREIGN KEY ("id_persona") REFERENCES "public"."persone"("id_persona") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iscrizioni" ADD CONSTRAINT "iscrizioni_anno_scout_anni_scout_anno_scout_fk" FOREIGN KEY ("anno_scout") REFERENCES "public"."anni_scout"("anno_scout") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomine" ADD CONSTRAINT "nomine_id_iscrizione_iscrizioni_id_iscrizione_fk" FOREIGN KEY ("id_iscrizione") REFERENCES "public"."iscrizioni"("id_iscrizione") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomine" ADD CONSTRAINT "nomine_id_ruolo_ruoli_id_ruolo_fk" FOREIGN KEY ("id_ruolo") REFERENCES "public"."ruoli"("id_ruolo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomine" ADD CONSTRAINT "nomine_id_gruppo_gruppi_id_gruppo_fk" FOREIGN KEY ("id_gruppo") REFERENCES "public"."gruppi"("id_gruppo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gruppi" ADD CONSTRAINT "gruppi_id_parte_parti_id_parte_fk" FOREIGN KEY ("id_parte") REFERENCES "public"."parti"("id_parte") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parti" ADD CONSTRAINT "parti_id_persona_persone_id_persona_fk" FOREIGN KEY ("id_persona") REFERENCES "public"."persone"("id_persona") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parti" ADD CONSTRAINT "parti_id_unita_unita_id_unita_fk" FOREIGN KEY ("id_unita") REFERENCES "public"."unita"("id_unita") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parti" ADD CONSTRAINT "parti_id_gruppo_gruppi_id_gruppo_fk" FOREIGN KEY ("id_gruppo") REFERENCES "public"."gruppi"("id_gruppo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unita" ADD CONSTRAINT "unita_id_gruppo_gruppi_id_gruppo_fk" FOREIGN KEY ("id_gruppo") REFERENCES "public"."gruppi"("id_gruppo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unita" ADD CONSTRAINT "unita_id_parte_parti_id_parte_fk" FOREIGN KEY ("id_parte") REFERENCES "public"."parti"("id_parte") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consensi_privacy" ADD CONSTRAINT "consensi_privacy_id_persona_persone_id_persona_fk" FOREIGN KEY ("id_persona") REFERENCES "public"."persone"("id_persona") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consensi_privacy" ADD CONSTRAINT "consensi_privacy_titolare_id_persona_persone_id_persona_fk" FOREIGN KEY ("titolare_id_persona") REFERENCES "public"."persone"("id_persona") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contatti" ADD CONSTRAINT "contatti_id_persona_persone_id_persona_fk" FOREIGN KEY ("id_persona") REFERENCES "public"."persone"("id_persona") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parentele" ADD CONSTRAINT "parentele_id_persona_genitore_persone_id_persona_fk" FOREIGN KEY ("id_persona_genitore") REFERENCES "public"."persone"("id_persona") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parentele" ADD CONSTRAINT "parentele_id_persona_figlio_persone_id_persona_fk" FOREIGN KEY ("id_persona_figlio") REFERENCES "public"."persone"("id_persona") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persone" ADD CONSTRAINT "persone_id_parte_parti_id_parte_fk" FOREIGN KEY ("id_parte") REFERENCES "public"."parti"("id_parte") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utenti" ADD CONSTRAINT "utenti_id_persona_persone_id_persona_fk" FOREIGN KEY ("id_persona") REFERENCES "public"."persone"("id_persona") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utenti" ADD CONSTRAINT "utenti_auth_user_id_auth_user_id_fk" FOREIGN KEY ("auth_user_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlli" ADD CONSTRAINT "controlli_id_persona_persone_id_persona_fk" FOREIGN KEY ("id_persona") REFERENCES "public"."persone"("id_persona") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allegati" ADD CONSTRAINT "allegati_id_transazione_finanziaria_transazioni_finanziarie_id_transazione_finanziaria_fk" FOREIGN KEY ("id_transazione_finanziaria") REFERENCES "public"."transazioni_finanziarie"("id_transazione_finanziaria") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bilanci" ADD CONSTRAINT "bilanci_id_parte_parti_id_parte_fk" FOREIGN KEY ("id_parte") REFERENCES "public"."parti"("id_parte") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bilanci" ADD CONSTRAINT "bilanci_anno_scout_anni_scout_anno_scout_fk" FOREIGN KEY ("anno_scout") REFERENCES "public"."anni_scout"("anno_scout") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bilanci" ADD CONSTRAINT "bilanci_id_voce_voci_id_voce_fk" FOREIGN KEY ("id_voce") REFERENCES "public"."voci"("id_voce") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contatori_ricevute" ADD CONSTRAINT "contatori_ricevute_id_parte_parti_id_parte_fk" FOREIGN KEY ("id_parte") REFERENCES "public"."parti"("id_parte") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contatori_ricevute" ADD CONSTRAINT "contatori_ricevute_anno_scout_anni_scout_anno_scout_fk" FOREIGN KEY ("anno_scout") REFERENCES "public"."anni_scout"("anno_scout") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saldi_annuali" ADD CONSTRAINT "saldi_annuali_anno_scout_anni_scout_anno_scout_fk" FOREIGN KEY ("anno_scout") REFERENCES "public"."anni_scout"("anno_scout") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saldi_annuali" ADD CONSTRAINT "saldi_annuali_id_parte_parti_id_parte_fk" FOREIGN KEY ("id_parte") REFERENCES "public"."parti"("id_parte") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transazioni" ADD CONSTRAINT "transazioni_id_transazione_economica_transazioni_economiche_id_transazione_economica_fk" FOREIGN KEY ("id_transazione_economica") REFERENCES "public"."transazioni_economiche"("id_transazione_economica") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transazioni" ADD CONSTRAINT "transazioni_id_transazione_finanziaria_transazioni_finanziarie_id_transazione_finanziaria_fk" FOREIGN KEY ("id_transazione_finanziaria") REFERENCES "public"."transazioni_finanziarie"("id_transazione_finanziaria") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transazioni_economiche" ADD CONSTRAINT "transazioni_economiche_id_parte_da_parti_id_parte_fk" FOREIGN KEY ("id_parte_da") REFERENCES "public"."parti"("id_parte") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transazioni_economiche" ADD CONSTRAINT "transazioni_economiche_id_parte_a_parti_id_parte_fk" FOREIGN KEY ("id_parte_a") REFERENCES "public"."parti"("id_parte") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transazioni_economiche" ADD CONSTRAINT "transazioni_economiche_id_voce_da_voci_id_voce_fk" FOREIGN KEY ("id_voce_da") REFERENCES "public"."voci"("id_voce") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transazioni_economiche" ADD CONSTRAINT "transazioni_economiche_id_voce_a_voci_id_voce_fk" FOREIGN KEY ("id_voce_a") REFERENCES "public"."voci"("id_voce") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transazioni_economiche" ADD CONSTRAINT "transazioni_economiche_id_iscrizione_iscrizioni_id_iscrizione_fk" FOREIGN KEY ("id_iscrizione") REFERENCES "public"."iscrizioni"("id_iscrizione") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transazioni_economiche" ADD CONSTRAINT "transazioni_economiche_anno_scout_anni_scout_anno_scout_fk" FOREIGN KEY ("anno_scout") REFERENCES "public"."anni_scout"("anno_scout") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transazioni_finanziarie" ADD CONSTRAINT "transazioni_finanziarie_id_parte_da_parti_id_parte_fk" FOREIGN KEY ("id_parte_da") REFERENCES "public"."parti"("id_parte") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transazioni_finanziarie" ADD CONSTRAINT "transazioni_finanziarie_id_parte_a_parti_id_parte_fk" FOREIGN KEY ("id_parte_a") REFERENCES "public"."parti"("id_parte") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transazioni_finanziarie" ADD CONSTRAINT "transazioni_finanziarie_bonifico_id_allegato_allegati_id_allegato_fk" FOREIGN KEY ("bonifico_id_allegato") REFERENCES "public"."allegati"("id_allegato") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transazioni_finanziarie" ADD CONSTRAINT "transazioni_finanziarie_ricevuta_id_allegato_allegati_id_allegato_fk" FOREIGN KEY ("ricevuta_id_allegato") REFERENCES "public"."allegati"("id_allegato") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transazioni_finanziarie" ADD CONSTRAINT "transazioni_finanziarie_anno_scout_anni_scout_anno_scout_fk" FOREIGN KEY ("anno_scout") REFERENCES "public"."anni_scout"("anno_scout") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_account_user_idx" ON "auth_account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_session_user_idx" ON "auth_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_verification_identifier_idx" ON "auth_verification" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "anni_scout_un_solo_attivo_uq" ON "anni_scout" USING btree ("attivo") WHERE "anni_scout"."attivo";--> statement-breakpoint
CREATE UNIQUE INDEX "iscrizioni_persona_anno_uq" ON "iscrizioni" USING btree ("id_persona","anno_scout");--> statement-breakpoint
CREATE INDEX "iscrizioni_anno_stato_idx" ON "iscrizioni" USING btree ("anno_scout","stato_iscrizione");--> statement-breakpoint
CREATE INDEX "nomine_iscrizione_idx" ON "nomine" USING btree ("id_iscrizione");--> statement-breakpoint
CREATE INDEX "nomine_gruppo_ruolo_idx" ON "nomine" USING btree ("id_gruppo","id_ruolo");--> statement-breakpoint
CREATE INDEX "consensi_persona_data_idx" ON "consensi_privacy" USING btree ("id_persona","data_espressione");--> statement-breakpoint
CREATE INDEX "contatti_persona_idx" ON "contatti" USING btree ("id_persona");--> statement-breakpoint
CREATE INDEX "parentele_figlio_idx" ON "parentele" USING btree ("id_persona_figlio");--> statement-breakpoint
CREATE INDEX "persone_cognome_nome_idx" ON "persone" USING btree (lower("cognome"),lower("nome"));--> statement-breakpoint
CREATE INDEX "persone_codice_fiscale_idx" ON "persone" USING btree ("codice_fiscale");--> statement-breakpoint
CREATE INDEX "utenti_persona_idx" ON "utenti" USING btree ("id_persona");--> statement-breakpoint
CREATE INDEX "controlli_tipo_idx" ON "controlli" USING btree ("tipo");--> statement-breakpoint
CREATE INDEX "eventi_data_idx" ON "eventi" USING btree ("rev_date");--> statement-breakpoint
CREATE INDEX "eventi_persona_idx" ON "eventi" USING btree ("id_persona");--> statement-breakpoint
CREATE INDEX "eventi_tabella_riga_idx" ON "eventi" USING btree ("table","row_id");--> statement-breakpoint
CREATE INDEX "allegati_tf_idx" ON "allegati" USING btree ("id_transazione_finanziaria");--> statement-breakpoint
CREATE UNIQUE INDEX "transazioni_coppia_uq" ON "transazioni" USING btree ("id_transazione_economica","id_transazione_finanziaria");--> statement-breakpoint
CREATE INDEX "transazioni_tf_idx" ON "transazioni" USING btree ("id_transazione_finanziaria");--> statement-breakpoint
CREATE UNIQUE INDEX "te_iscrizione_uq" ON "transazioni_economiche" USING btree ("id_iscrizione");--> statement-breakpoint
CREATE INDEX "te_parte_da_anno_idx" ON "transazioni_economiche" USING btree ("id_parte_da","anno_scout");--> statement-breakpoint
CREATE INDEX "te_parte_a_anno_idx" ON "transazioni_economiche" USING btree ("id_parte_a","anno_scout");--> statement-breakpoint
CREATE INDEX "tf_parte_da_anno_idx" ON "transazioni_finanziarie" USING btree ("id_parte_da","anno_scout");--> statement-breakpoint
CREATE INDEX "tf_parte_a_anno_idx" ON "transazioni_finanziarie" USING btree ("id_parte_a","anno_scout");--> statement-breakpoint
CREATE UNIQUE INDEX "tf_ricevuta_uq" ON "transazioni_finanziarie" USING btree ("id_parte_a","anno_scout","numero_ricevuta") WHERE "transazioni_finanziarie"."numero_ricevuta" is not null;