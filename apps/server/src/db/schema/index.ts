export * from './auth.ts';
export * from './iscrizioni.ts';
export * from './organizzazione.ts';
export * from './persone.ts';
export * from './sistema.ts';
export * from './tesoreria.ts';
export * from './ricevute.ts';
export * from './estratti-banca.ts';
