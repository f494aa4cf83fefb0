import { randomUUID } from 'node:crypto';
import type { Jwk } from 'better-auth/plugins';
import type { Db } from '../db/client.ts';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { authJwks } from '../db/schema/index.ts';

// The JWT plugin's key store on auth_jwks. Our table keeps id, keys and dates only: the algorithm
// is always the plugin default (EdDSA / Ed25519), and the public JWK itself names its curve.

export function createJwksStore(db: Db) {
  return {
    async getJwks(): Promise<Jwk[]> {
      const rows = await db.select().from(authJwks);
      return rows.map((r) => ({
        id: r.id,
        publicKey: r.publicKey,
        privateKey: r.privateKey,
        createdAt: r.createdAt,
        expiresAt: r.expiresAt ?? undefined,
      }));
    },
    async createJwk(data: Omit<Jwk, 'id'>): Promise<Jwk> {
      const [row] = await db
        .insert(authJwks)
        .values({
          id: randomUUID(),
          publicKey: data.publicKey,
          privateKey: data.privateKey,
          createdAt: data.createdAt,
          expiresAt: data.expiresAt ?? null,
        })
        .returning();
      if (!row) throw new Error('auth_jwks: chiave non salvata');
      return { ...data, id: row.id, alg: data.alg, crv: data.crv };
    },
  };
}

/**
 * better-auth checks at start-up that every column its JWT plugin knows (alg and crv included)
 * exists in the table passed to the adapter. auth_jwks has no alg/crv columns and the store above
 * never writes them, so the check is shown the same table with the two optional columns declared.
 * Once a migration adds them to auth_jwks, the real table is used (see jwksTableForAdapter).
 */
const jwksDeclared = pgTable('auth_jwks', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  alg: text('alg'),
  crv: text('crv'),
});

export const jwksTableForAdapter = 'alg' in authJwks ? authJwks : jwksDeclared;
