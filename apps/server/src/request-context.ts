import type { RequestViewer } from './auth/viewer.ts';
import type { Db } from './db/client.ts';
import type { Loaders } from './loaders.ts';

/** What a service method receives: the database, the request's loaders and the viewer. */
export interface ServiceContext {
  db: Db;
  loaders: Loaders;
  viewer: RequestViewer;
}
