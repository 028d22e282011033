import { API_ROUTES } from '@motes/shared';
import { escapeHtml } from '../../mail/html.js';
import type { OutboxRow } from '../../mail/outbox.js';
import { linksIn } from '../../services/signIn/outboxMessages.js';

/**
 * The /dev/outbox page: plain server-rendered HTML, no script. Every value is escaped, and
 * a stored HTML body is never inlined (it opens on its own page under a sandbox policy).
 */
export function renderOutboxPage(rows: OutboxRow[], limit: number): string {
  const items = rows.map(renderMessage).join('\n');
  const body =
    rows.length === 0
      ? '<p>No messages yet. Ask for a sign-in link and it appears here.</p>'
      : `<ol class="messages">\n${items}\n</ol>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox (development) · Motes</title>
<style>
body{font-family:Inter,system-ui,sans-serif;margin:0;padding:24px;line-height:1.5;color:#1f1f29;background:#fff}
main{max-width:60rem;margin:0 auto}
.messages{list-style:none;padding:0}
article{border:1px solid #c8c8d0;border-radius:8px;padding:16px;margin:0 0 16px}
h2{font-size:1.15rem;margin:0 0 8px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0 0 12px}
dt{font-weight:600}dd{margin:0}
pre{white-space:pre-wrap;word-break:break-word;background:#f4f4f7;padding:12px;border-radius:6px}
a{color:#5b21b6}a:focus-visible{outline:3px solid #5b21b6;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>Outbox</h1>
<p>Mail this server stored, newest first (at most ${limit}). This page exists outside production only. <a href="/api/${API_ROUTES.service.outbox.path}?limit=${limit}">The same as JSON</a>.</p>
${body}
</main>
</body>
</html>`;
}

function renderMessage(row: OutboxRow): string {
  const sent = row.sentAt ? `<dt>Sent</dt><dd>${time(row.sentAt)}</dd>` : '';
  const error = row.error ? `<dt>Error</dt><dd>${escapeHtml(row.error)}</dd>` : '';
  const html = row.html
    ? `<p><a href="/dev/outbox/${encodeURIComponent(row.id)}/html">View the HTML version of “${escapeHtml(row.subject)}”</a></p>`
    : '';
  return `<li><article aria-labelledby="m-${escapeHtml(row.id)}">
<h2 id="m-${escapeHtml(row.id)}">${escapeHtml(row.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(row.to)}</dd><dt>Created</dt><dd>${time(row.createdAt)}</dd><dt>Status</dt><dd>${escapeHtml(row.status)}</dd>${sent}${error}</dl>
<pre>${linkify(row.text)}</pre>
${html}
</article></li>`;
}

function time(date: Date): string {
  const iso = date.toISOString();
  return `<time datetime="${iso}">${iso.slice(0, 19).replace('T', ' ')} UTC</time>`;
}

/** Escapes the text and makes its http(s) addresses clickable, each part escaped on its own. */
function linkify(text: string): string {
  let html = '';
  let rest = text;
  for (const link of linksIn(text)) {
    const at = rest.indexOf(link);
    html += escapeHtml(rest.slice(0, at));
    html += `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`;
    rest = rest.slice(at + link.length);
  }
  return html + escapeHtml(rest);
}
