ALTER TABLE "auth_rate_limit" ALTER COLUMN "last_request" SET DATA TYPE bigint USING "last_request"::bigint;--> statement-breakpoint
ALTER TABLE "auth_jwks" ADD COLUMN "alg" text;--> statement-breakpoint
ALTER TABLE "auth_jwks" ADD COLUMN "crv" text;