-- Domain constraints (decision 0305). Duplicate appointments (same enrolment, role and group, NULL
-- group included) would block the new unique constraint: keep the oldest of each.
DELETE FROM "nomine" AS a USING "nomine" AS b
  WHERE a."id_nomina" > b."id_nomina"
    AND a."id_iscrizione" = b."id_iscrizione"
    AND a."id_ruolo" = b."id_ruolo"
    AND a."id_gruppo" IS NOT DISTINCT FROM b."id_gruppo";--> statement-breakpoint
ALTER TABLE "nomine" ADD CONSTRAINT "nomine_iscrizione_ruolo_gruppo_uq" UNIQUE NULLS NOT DISTINCT("id_iscrizione","id_ruolo","id_gruppo");--> statement-breakpoint
ALTER TABLE "parti" ADD CONSTRAINT "parti_titolare_ck" CHECK (num_nonnulls("parti"."id_persona", "parti"."id_unita", "parti"."id_gruppo") <= 1);