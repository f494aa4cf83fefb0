import { startServer } from './server.ts';

// One server for the whole run, on the embedded database with the demo section, like `npm start`.
export default async function globalSetup() {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
  };
}
