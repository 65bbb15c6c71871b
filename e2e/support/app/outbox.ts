// Reads the codes the server sent, from its development outbox, through the
// typed content client.
import { expect } from '@playwright/test';
import createClient from 'openapi-fetch';
import type { paths } from '../../../generated/openapi/content';
import { sessionIdOf } from '../../../server/sessions/session-service';

export type OutboxMessage = paths['/__dev/outbox']['get']['responses']['200']['content']['application/json']['messages'][number];

export function outboxClient(baseURL: string) {
  return createClient<paths>({ baseUrl: baseURL });
}

/** The messages sent to an address or texted to a phone number, newest first. */
async function outboxMessages(baseURL: string, to: { email: string } | { phone: string }): Promise<OutboxMessage[]> {
  const { data, error } = await outboxClient(baseURL).GET('/__dev/outbox', {
    params: { query: { ...to, limit: 100 } },
    headers: { Accept: 'application/json' },
  });
  if (error || !data) throw new Error(`The outbox could not be read: ${JSON.stringify(error)}`);
  return data.messages;
}

/** The messages sent to `email`, newest first. */
export function messagesTo(baseURL: string, email: string): Promise<OutboxMessage[]> {
  return outboxMessages(baseURL, { email });
}

/** Waits until `read` holds at least `count` messages and returns the newest one's code, which must match `shape`. */
async function newestCode(read: () => Promise<OutboxMessage[]>, count: number, shape: RegExp, what: string): Promise<string> {
  let code: string | null | undefined;
  await expect
    .poll(
      async () => {
        const messages = await read();
        code = messages.length >= count ? messages[0]?.code : undefined;
        return code ?? null;
      },
      { message: what },
    )
    .toMatch(shape);
  return code as string;
}

/**
 * The code of the newest message to `email`, waiting until there are at
 * least `count` messages (the first code is message 1, a resent one 2, …).
 */
export function codeFor(baseURL: string, email: string, count = 1): Promise<string> {
  return newestCode(() => messagesTo(baseURL, email), count, /^\d{6}$/, `a code sent to ${email}`);
}

/** The newest code texted to `phone`, once at least `count` texts were sent. */
export function smsCode(baseURL: string, phone: string, count: number): Promise<string> {
  return newestCode(() => outboxMessages(baseURL, { phone }), count, /^\d{6}$/, `a code texted to ${phone}`);
}

/** An address whose mail a test reads in order: `mails` counts the messages already read. */
export interface Mailbox {
  readonly email: string;
  mails: number;
}

const SHAPES = { code: /^\d{6}$/, unblock: /^[A-Z0-9]{8}$/ } as const;

/**
 * The code of the next message to `mailbox` that carries one (the oldest it
 * has not read), waiting for it to arrive; it and any message before it
 * without a code (a notice such as "your password was changed") then count
 * as read: the code a page was sent, then the one a resend sent, in the order
 * they were sent. A reset code is read the same way.
 */
export async function nextCode(baseURL: string, mailbox: Mailbox, kind: keyof typeof SHAPES = 'code'): Promise<string> {
  let code: string | null | undefined;
  let read = mailbox.mails;
  await expect
    .poll(
      async () => {
        // Oldest first.
        const messages = (await messagesTo(baseURL, mailbox.email)).slice().reverse();
        const index = messages.findIndex((message, i) => i >= mailbox.mails && typeof message.code === 'string' && message.code !== '');
        code = index >= 0 ? messages[index]!.code : undefined;
        read = index + 1;
        return code ?? null;
      },
      { message: `the next code to ${mailbox.email} after message ${mailbox.mails}` },
    )
    .toMatch(SHAPES[kind]);
  mailbox.mails = read;
  return code as string;
}

/** A fresh address for one test. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * The report link of the email that carried the unblock code `code` to
 * `email`: the address of /report_signin with the account and the code, as
 * the email's text gives it.
 */
export async function reportLinkFor(baseURL: string, email: string, code: string): Promise<string> {
  const message = (await messagesTo(baseURL, email)).find((candidate) => candidate.code === code);
  const link = message?.text?.match(/https?:\/\/\S+\/report_signin\?\S+/)?.[0];
  if (!link) throw new Error(`The email carrying ${code} to ${email} has no report link`);
  return link;
}

/** A sign-in notification as a signed-in device received it: the single-use token and the link it opens (path and query). */
export interface SigninPush {
  readonly token: string;
  readonly link: string;
}

/**
 * The newest sign-in notification delivered to the device whose session token
 * is `sessionToken`, once at least `count` were delivered there.
 */
export async function pushFor(baseURL: string, sessionToken: string, count = 1): Promise<SigninPush> {
  const device = sessionIdOf(sessionToken)!;
  let push: SigninPush | undefined;
  await expect
    .poll(
      async () => {
        const { data } = await outboxClient(baseURL).GET('/__dev/outbox', { params: { query: { device, limit: 100 } }, headers: { Accept: 'application/json' } });
        const messages = (data?.messages ?? []).filter((message) => message.kind === 'push');
        const newest = messages.length >= count ? messages[0] : undefined;
        if (!newest?.code) return null;
        const url = new URL(newest.text.split('\n').at(-1)!);
        push = { token: newest.code, link: `${url.pathname}${url.search}` };
        return push.token;
      },
      { message: 'a sign-in notification to the other device' },
    )
    .toMatch(/^[0-9a-f]{64}$/);
  return push!;
}
