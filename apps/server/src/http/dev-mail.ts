import type { FastifyInstance } from 'fastify';
import { listOutbox, type OutboxRow } from '../adapters/mail/outbox.repo.ts';
import type { Db } from '../db/client.ts';
import { escapeHtml, LINK_ICONA } from '../lib/html.ts';

function renderMail(m: OutboxRow): string {
  return `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">A: <b>${escapeHtml(m.to)}</b>${m.cc ? ` · Cc: ${escapeHtml(m.cc)}` : ''} · ${escapeHtml(m.created_at.toISOString())}</p>
<pre>${escapeHtml(m.text)}</pre>
${m.html ? `<details><summary>HTML</summary><iframe sandbox srcdoc="${escapeHtml(m.html)}"></iframe></details>` : ''}
</article>`;
}

/**
 * /dev/mail (development only): the mail outbox of the embedded mail adapter, newest first, so
 * confirmation codes can be read without an SMTP server.
 */
export async function devMail(app: FastifyInstance, opts: { db: Db }) {
  app.get('/dev/mail', async (_request, reply) => {
    const mails = await listOutbox(opts.db, 100);
    const body = mails.length === 0 ? '<p>Nessuna email inviata.</p>' : mails.map(renderMail).join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="it"><head><meta charset="utf-8"><title>Zaino · posta in uscita</title>${LINK_ICONA}
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
article{border-bottom:1px solid #ddd;padding:1rem 0}.meta{color:#555}pre{white-space:pre-wrap;background:#f6f6f6;padding:.75rem}
iframe{width:100%;height:20rem;border:1px solid #ddd}</style></head>
<body><h1>Posta in uscita (${mails.length})</h1>${body}</body></html>`);
  });
}
