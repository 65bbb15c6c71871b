// Development outbox (not in production): recent emails, texts and device
// notifications as an accessible HTML page for people, and as JSON (the
// content.yaml `Outbox` schema) for end-to-end tests. Filter with ?email=,
// ?phone= or ?device= (a session id).
import type { Hono } from 'hono';
import type { operations } from '../../generated/openapi/content';
import { requestSchemas } from '../../generated/openapi/content.requests';
import type { OutboxMessage } from '../outbox/outbox';
import { escapeHtml } from '../outbox/templates';
import type { Services } from '../request/services';
import { restRouter } from '../rest/route';
import { checkQuery } from '../rest/validate';

const STYLESHEET = `body{font-family:system-ui,sans-serif;margin:2rem;color:#15141a;background:#fff;line-height:1.5}
table{border-collapse:collapse;width:100%;margin-bottom:2rem}
th,td{border:1px solid #8f8f9d;padding:.5rem;text-align:start;vertical-align:top}
.code{font-size:1.5rem;font-weight:700;letter-spacing:.15em;font-family:ui-monospace,monospace}
pre{white-space:pre-wrap}
a{color:#0060df}
`;

function wantsHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const html = accept.indexOf('text/html');
  const json = accept.indexOf('application/json');
  return html !== -1 && (json === -1 || html < json);
}

function renderPage(messages: OutboxMessage[], filter: string | undefined, productTitle: string): string {
  const byRecipient = new Map<string, OutboxMessage[]>();
  for (const message of messages) {
    const list = byRecipient.get(message.to) ?? [];
    list.push(message);
    byRecipient.set(message.to, list);
  }
  const sections = [...byRecipient.entries()]
    .map(([to, list], index) => {
      const rows = list
        .map(
          (m) => `<tr>
<td><time datetime="${new Date(m.createdAt).toISOString()}">${escapeHtml(new Date(m.createdAt).toISOString())}</time></td>
<td>${escapeHtml(m.kind === 'sms' ? 'Text message' : (m.subject ?? ''))}</td>
<td>${m.code ? `<span class="code">${escapeHtml(m.code)}</span>` : '—'}</td>
<td><details><summary>Message text</summary><pre>${escapeHtml(m.text)}</pre></details></td>
</tr>`,
        )
        .join('\n');
      return `<section aria-labelledby="to-${index}">
<h2 id="to-${index}">${escapeHtml(to)}</h2>
<table>
<caption>Messages to ${escapeHtml(to)}, newest first</caption>
<thead><tr><th scope="col">Sent</th><th scope="col">Subject</th><th scope="col">Code</th><th scope="col">Body</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</section>`;
    })
    .join('\n');
  const heading = filter ? `Outbox for ${escapeHtml(filter)}` : 'Outbox';
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${heading} · ${escapeHtml(productTitle)} (development)</title>
<link rel="stylesheet" href="/__dev/outbox.css">
</head>
<body>
<main>
<h1>${heading}</h1>
<p>Emails and text messages the server sent recently, newest first. This page exists only outside production.</p>
<form method="get" action="/__dev/outbox">
<label for="email">Show messages to</label>
<input id="email" name="email" type="email" value="${escapeHtml(filter ?? '')}">
<button type="submit">Filter</button>
</form>
${sections || '<p>No messages yet.</p>'}
</main>
</body>
</html>
`;
}

export function registerDevOutbox(app: Hono, services: Services): void {
  app.get('/__dev/outbox.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    return c.body(STYLESHEET);
  });
  // The HTML page answers browsers; everything else gets the contract's JSON.
  app.get('/__dev/outbox', async (c, next) => {
    if (!wantsHtml(c.req.header('Accept'))) return next();
    const given = Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== ''));
    const query = checkQuery(given, requestSchemas.getDevOutbox.query) as { email?: string; phone?: string; device?: string; limit?: number };
    const messages = await services.outbox.recent(query);
    c.header('Cache-Control', 'no-store');
    return c.html(renderPage(messages, query.email ?? query.phone ?? query.device, services.strings.productTitle));
  });
  const route = restRouter<operations, typeof requestSchemas>(app, requestSchemas, services);
  route('getDevOutbox', 'none', async ({ c, query }) => {
    c.header('Cache-Control', 'no-store');
    const messages = await services.outbox.recent(query ?? {});
    return { messages };
  });
}
