import { PGlite } from '@electric-sql/pglite';
const c = await PGlite.create('memory://');
console.log((await c.query("select 9007199254740993::int8 a, 5::int8 b, current_date d, now() t, 1.5::numeric n, '{\"a\":1}'::jsonb j")).rows);
