// Reads the codes the server sent, from its development outbox, through the
// typed content client.
import { expect } from '@playwright/test';
import createClient from 'openapi-fetch';
import type { paths } from '../../../generated/openapi/content';

export type OutboxMessage = paths['/__dev/outbox']['get']['responses']['200']['content']['application/json']['messages'][number];

export function outboxClient(baseURL: string) {
  return createClient<paths>({ baseUrl: baseURL });
}

/** The messages sent to `email`, newest first. */
export async function messagesTo(baseURL: string, email: string): Promise<OutboxMessage[]> {
  const { data, error } = await outboxClient(baseURL).GET('/__dev/outbox', {
    params: { query: { email, limit: 100 } },
    headers: { Accept: 'application/json' },
  });
  if (error || !data) throw new Error(`The outbox could not be read: ${JSON.stringify(error)}`);
  return data.messages;
}

/**
 * The code of the newest message to `email`, waiting until there are at
 * least `count` messages (the first code is message 1, a resent one 2, …).
 */
export async function codeFor(baseURL: string, email: string, count = 1): Promise<string> {
  let code: string | null | undefined;
  await expect
    .poll(
      async () => {
        const messages = await messagesTo(baseURL, email);
        code = messages.length >= count ? messages[0]?.code : undefined;
        return code ?? null;
      },
      { message: `a code sent to ${email}` },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** A fresh address for one test. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
