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
