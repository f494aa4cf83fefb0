// The demo logins printed by `npm start` (seeded by apps/server/src/db/seed).
export const DEMO_PASSWORD = 'Zaino-2026';

export const demoUsers = {
  cens: 'cens@demo.zaino.it',
  tesoriere: 'tesoriere@demo.zaino.it',
  revisore: 'revisore@demo.zaino.it',
  capogruppo: 'capogruppo@demo.zaino.it',
  capobranco: 'capobranco@demo.zaino.it',
  capobranco2: 'capobranco2@demo.zaino.it',
  genitore: 'genitore@demo.zaino.it',
  socio: 'socio@demo.zaino.it',
  giovane: 'giovane@demo.zaino.it',
} as const;

export type DemoUser = keyof typeof demoUsers;
