// Email checks of the entry page (SPEC §8.2): a well-formed address, the
// product's own domain, email masks, and typos of popular mail services.
//
// The domain lists are ours and kept short on purpose: the popular services
// are the ones most people type, the misspellings are those seen most often
// for them, and anything within one edit of a popular domain that is not in
// either list earns a gentle 'Mistyped email?' hint rather than an error.

/** Domains of the product itself: they host no mailboxes (errno 1020). */
export const PRODUCT_DOMAINS: readonly string[] = ['orbit.com', 'accounts.orbit.com'];

/** Domains of the email-mask service: masks cannot own an account (errno 1066). */
export const EMAIL_MASK_DOMAINS: readonly string[] = ['mozmail.com', 'relay.orbit.com'];

/** Popular mail services, checked for near misses. */
export const POPULAR_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'mail.ru',
  'yandex.ru',
  'qq.com',
  'comcast.net',
];

/** Frequent misspellings of popular services and what was meant (errno 1064). */
export const KNOWN_MISSPELLINGS: Readonly<Record<string, string>> = {
  'gmial.com': 'gmail.com',
  'gmal.com': 'gmail.com',
  'gamil.com': 'gmail.com',
  'gmaill.com': 'gmail.com',
  'gmail.co': 'gmail.com',
  'gmail.cm': 'gmail.com',
  'gmail.con': 'gmail.com',
  'gnail.com': 'gmail.com',
  'yaho.com': 'yahoo.com',
  'yahooo.com': 'yahoo.com',
  'yahoo.co': 'yahoo.com',
  'yahoo.con': 'yahoo.com',
  'hotmial.com': 'hotmail.com',
  'hotmal.com': 'hotmail.com',
  'hotmai.com': 'hotmail.com',
  'hotmail.co': 'hotmail.com',
  'hotmail.con': 'hotmail.com',
  'outlok.com': 'outlook.com',
  'outlook.co': 'outlook.com',
  'outlook.con': 'outlook.com',
  'iclod.com': 'icloud.com',
  'icloud.co': 'icloud.com',
  'icoud.com': 'icloud.com',
};

// One '@', a non-empty local part without spaces, and a dotted domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 255 && EMAIL_PATTERN.test(email);
}

export function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/** Damerau–Levenshtein distance (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      let best = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** What the entry page says about an address before asking the server; `error` names the catalogue's entry. */
export type EmailCheck =
  | { kind: 'ok' }
  /** 1011: empty or malformed. */
  | { kind: 'invalid'; error: 'EMAIL_REQUIRED' }
  /** 1020: an address at the product's own domain. */
  | { kind: 'product-domain'; error: 'DIFFERENT_EMAIL_REQUIRED_PRODUCT_DOMAIN'; domain: string }
  /** 1064: a known misspelling of a popular service. */
  | { kind: 'misspelled'; error: 'INVALID_EMAIL_DOMAIN'; domain: string; suggestion: string }
  /** 1067: close to a popular service; a hint the person may ignore. */
  | { kind: 'mistyped'; error: 'MX_LOOKUP_WARNING'; domain: string; suggestion: string };

export function checkEmail(raw: string): EmailCheck {
  const email = raw.trim();
  if (!isValidEmail(email)) return { kind: 'invalid', error: 'EMAIL_REQUIRED' };
  const domain = domainOf(email);
  if (PRODUCT_DOMAINS.includes(domain)) return { kind: 'product-domain', error: 'DIFFERENT_EMAIL_REQUIRED_PRODUCT_DOMAIN', domain };
  const known = KNOWN_MISSPELLINGS[domain];
  if (known) return { kind: 'misspelled', error: 'INVALID_EMAIL_DOMAIN', domain, suggestion: withDomain(email, known) };
  if (!POPULAR_DOMAINS.includes(domain)) {
    const near = POPULAR_DOMAINS.find((popular) => editDistance(domain, popular) === 1);
    if (near) return { kind: 'mistyped', error: 'MX_LOOKUP_WARNING', domain, suggestion: withDomain(email, near) };
  }
  return { kind: 'ok' };
}

/** Whether the address is an email mask, which cannot create an account (1066). */
export function isEmailMask(email: string): boolean {
  const domain = domainOf(email.trim());
  return EMAIL_MASK_DOMAINS.some((mask) => domain === mask || domain.endsWith(`.${mask}`));
}

export function withDomain(email: string, domain: string): string {
  return `${email.trim().slice(0, email.trim().lastIndexOf('@') + 1)}${domain}`;
}
