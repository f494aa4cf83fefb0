// The load generator of bench/carico.ts, in a process of its own (forked): autocannon in the
// server's process would take its event loop's time from the requests it measures, and a real
// server shares its process with no client. Receives { url, token, connections, duration, requests }
// as its first message, answers the figures; GraphQL errors (a 200 with "errors") count as errors.
import autocannon from 'autocannon';

const { url, token, connections, duration, requests } = await new Promise((resolve) =>
  process.once('message', resolve),
);
let erroriGraphql = 0;
const risultato = await autocannon({
  url: `${url}/graphql`,
  connections,
  duration,
  requests: requests.map((r) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: r.query, variables: r.variables ?? {} }),
    onResponse: (_status, body) => {
      if (body.includes('"errors"')) erroriGraphql++;
    },
  })),
});
process.send({
  rps: risultato.requests.average,
  p50: risultato.latency.p50,
  p99: risultato.latency.p99,
  errori: risultato.errors + risultato.timeouts + risultato.non2xx + erroriGraphql,
});
