// Email bodies: a plain-text part and a small, accessible HTML part.
import type { MessageStrings } from './strings';

export type EmailTemplate =
  | 'signup-code'
  | 'login-code'
  | 'unblock-code'
  | 'step-up-code'
  | 'secondary-email-code'
  | 'password-forgot-code';

/** Emails that tell of a change to the account and carry no code. */
export type NoticeTemplate =
  | 'password-reset'
  | 'password-reset-recovery-key'
  | 'two-step-enabled'
  | 'two-step-replaced'
  | 'two-step-disabled'
  | 'backup-codes-replaced'
  | 'recovery-key-created'
  | 'recovery-key-replaced'
  | 'recovery-key-removed'
  | 'password-changed'
  | 'password-created'
  | 'passkey-added'
  | 'passkey-removed';

export interface RenderedEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Languages written right to left among the locales the server may send in. */
const RTL = new Set(['ar', 'fa', 'he', 'ur']);

function direction(locale: string): 'rtl' | 'ltr' {
  return RTL.has(locale.split('-')[0] ?? '') ? 'rtl' : 'ltr';
}

export function renderCodeEmail(
  strings: MessageStrings,
  template: EmailTemplate,
  locale: string,
  vars: { code: string; minutes: number; link?: string | undefined },
): RenderedEmail {
  const id = `email-${template}`;
  const t = (part: string) => strings.format(locale, `${id}-${part}`, { code: vars.code, minutes: vars.minutes });
  const subject = t('subject');
  const heading = t('heading');
  const intro = t('intro');
  const expiry = t('expiry');
  const ignore = t('ignore');
  // The template's link (the unblock email's report link), with its `-link` message as its words.
  const link = vars.link ? { url: vars.link, label: t('link') } : undefined;
  const footer = strings.format(locale, 'server-product-title');
  const linkLines = link ? [`${link.label}: ${link.url}`] : [];
  const text = [heading, '', intro, '', vars.code, '', expiry, ignore, ...linkLines, '', `— ${footer}`].join('\n');
  const dir = direction(locale);
  const html = `<!doctype html>
<html lang="${escapeHtml(locale)}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: system-ui, sans-serif; color: #15141a; background: #ffffff;">
<h1 style="font-size: 1.5rem;">${escapeHtml(heading)}</h1>
<p>${escapeHtml(intro)}</p>
<p style="font-size: 2rem; font-weight: bold; letter-spacing: 0.2em;">${escapeHtml(vars.code)}</p>
<p>${escapeHtml(expiry)}</p>
<p>${escapeHtml(ignore)}</p>
${link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>\n` : ''}<p style="color: #5b5b66;">${escapeHtml(footer)}</p>
</body>
</html>
`;
  return { subject, text, html };
}

/**
 * An email telling of a change to the account: a heading, what happened, what
 * it means, and what to do if the person did not do it. `email` is the
 * account's address, named in the text.
 */
export function renderNoticeEmail(
  strings: MessageStrings,
  template: NoticeTemplate,
  locale: string,
  vars: { email: string },
): RenderedEmail {
  const id = `email-${template}`;
  const t = (part: string) => strings.format(locale, `${id}-${part}`, vars);
  const subject = t('subject');
  const heading = t('heading');
  const intro = t('intro');
  const details = t('details');
  const ignore = t('ignore');
  const footer = strings.format(locale, 'server-product-title');
  const text = [heading, '', intro, '', details, '', ignore, '', `— ${footer}`].join('\n');
  const html = `<!doctype html>
<html lang="${escapeHtml(locale)}" dir="${direction(locale)}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: system-ui, sans-serif; color: #15141a; background: #ffffff;">
<h1 style="font-size: 1.5rem;">${escapeHtml(heading)}</h1>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(details)}</p>
<p>${escapeHtml(ignore)}</p>
<p style="color: #5b5b66;">${escapeHtml(footer)}</p>
</body>
</html>
`;
  return { subject, text, html };
}
