// Email domains in metrics (SPEC §7.3): a domain is reported only when it is
// one of twenty widely used mail services, so that a batch never carries a
// domain that could single out a person or a small organisation.

/** The mail services whose domain may be reported; any other domain is 'other'. */
export const POPULAR_EMAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'icloud.com',
  'aol.com',
  'live.com',
  'msn.com',
  'me.com',
  'mail.ru',
  'yandex.ru',
  'gmx.de',
  'web.de',
  'qq.com',
  '163.com',
  'hotmail.co.uk',
  'yahoo.co.uk',
  'comcast.net',
  'orange.fr',
  'proton.me',
];

const POPULAR = new Set(POPULAR_EMAIL_DOMAINS);

/** The domain to report for `email`: a popular one as written (lower case), 'other' for the rest, undefined without an '@'. */
export function emailDomainBucket(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return undefined;
  const domain = email.slice(at + 1).trim().toLowerCase();
  return POPULAR.has(domain) ? domain : 'other';
}
