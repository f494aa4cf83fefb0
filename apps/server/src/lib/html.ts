import type { FastifyReply } from 'fastify';

/** Text for HTML element content and quoted attribute values. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The web app's icon (apps/web/public, served with its build): without this link the browser asks
 * for /favicon.ico, which does not exist (a 404 in the console; issue 23). */
export const LINK_ICONA = '<link rel="icon" type="image/svg+xml" href="/favicon.svg">';

/**
 * A small page rendered by the server (no web app, no script): Italian, readable on a phone,
 * never cached. `stile` adds to the base rules; `corpo` must already be escaped.
 */
export function paginaHtml(
  reply: FastifyReply,
  opts: { status: number; titolo: string; stile?: string; corpo: string },
) {
  return reply
    .status(opts.status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(opts.titolo)} · Zaino</title>${LINK_ICONA}
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.45}
dt{color:#555}dd{margin:0 0 .75rem;font-weight:bold}${opts.stile ?? ''}</style></head>
<body>${opts.corpo}</body></html>`);
}
