// The pairing relay as fxa-pairing-channel meets it: a channel opened at
// /v1/ws/ is named in the first message, the other device joins at
// /v1/ws/{id}, and each text one sends reaches the other in an envelope with
// the sender's address and browser. Its bounds: two peers, a message size, a
// message count, an idle time and open channels per address.
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { RELAY_CLOSE } from '../../../server/http/pairing-relay';
import { databases, useTestServer } from '../harness';

interface Connected {
  readonly socket: WebSocket;
  readonly channelId: string;
  /** The messages received after the channel id, parsed. */
  next(): Promise<{ message: string; sender: Record<string, unknown> }>;
  closed: Promise<{ code: number; reason: string }>;
}

function wsUrl(httpUrl: string, channelId = ''): string {
  return `${httpUrl.replace(/^http/, 'ws')}/v1/ws/${channelId}`;
}

/** Opens a socket and waits for the relay's first message, the channel id. */
function connect(url: string, headers: Record<string, string> = {}): Promise<Connected> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const queue: string[] = [];
    const waiting: Array<(text: string) => void> = [];
    const closed = new Promise<{ code: number; reason: string }>((done) => socket.on('close', (code, reason) => done({ code, reason: reason.toString() })));
    let first = true;
    socket.on('message', (data) => {
      const text = (data as Buffer).toString('utf8');
      if (first) {
        first = false;
        const { channelid } = JSON.parse(text) as { channelid: string };
        resolve({
          socket,
          channelId: channelid,
          closed,
          next: () => new Promise((got) => {
            const take = (t: string) => got(JSON.parse(t) as { message: string; sender: Record<string, unknown> });
            const queued = queue.shift();
            if (queued !== undefined) take(queued);
            else waiting.push(take);
          }),
        });
        return;
      }
      const waiter = waiting.shift();
      if (waiter) waiter(text);
      else queue.push(text);
    });
    socket.on('unexpected-response', (_request, response) => reject(new Error(`refused with ${response.statusCode}`)));
    socket.on('error', reject);
  });
}

const [pglite] = databases;

describe('the pairing relay', () => {
  const t = useTestServer(pglite!, { env: { PAIRING_RELAY_MAX_MESSAGE_BYTES: '1024', PAIRING_RELAY_MAX_MESSAGES: '4', PAIRING_RELAY_CHANNELS_PER_ADDRESS: '3' } });

  it('relays text both ways between the two peers, each in an envelope naming the sender', async () => {
    const authority = await connect(wsUrl(t.server.url));
    expect(authority.channelId).toMatch(/^[0-9a-f]{32}$/);
    const supplicant = await connect(wsUrl(t.server.url, authority.channelId), { 'User-Agent': 'Phone browser 1.0' });
    expect(supplicant.channelId).toBe(authority.channelId);

    supplicant.socket.send('aGVsbG8');
    const heard = await authority.next();
    expect(heard.message).toBe('aGVsbG8');
    expect(heard.sender).toMatchObject({ remote: '127.0.0.1', ua: 'Phone browser 1.0' });

    authority.socket.send('d29ybGQ');
    expect((await supplicant.next()).message).toBe('d29ybGQ');

    // One leaving ends the channel for the other.
    supplicant.socket.close();
    expect((await authority.closed).code).toBe(RELAY_CLOSE.peerLeft);
  });

  it('refuses a third peer, and a channel that does not exist', async () => {
    const first = await connect(wsUrl(t.server.url));
    const second = await connect(wsUrl(t.server.url, first.channelId));
    await expect(connect(wsUrl(t.server.url, first.channelId))).rejects.toThrow('refused with 409');
    await expect(connect(wsUrl(t.server.url, 'f'.repeat(32)))).rejects.toThrow('refused with 404');
    first.socket.close();
    await second.closed;
  });

  it('closes a channel whose peer sends a message over the size limit, and one that sends too many', async () => {
    const first = await connect(wsUrl(t.server.url));
    const second = await connect(wsUrl(t.server.url, first.channelId));
    second.socket.send('x'.repeat(1025));
    expect((await second.closed).code).toBe(1009);
    expect((await first.closed).code).toBe(RELAY_CLOSE.peerLeft);

    const third = await connect(wsUrl(t.server.url));
    const fourth = await connect(wsUrl(t.server.url, third.channelId));
    for (let i = 0; i < 4; i += 1) fourth.socket.send(`m${i}`);
    for (let i = 0; i < 4; i += 1) expect((await third.next()).message).toBe(`m${i}`);
    fourth.socket.send('one too many');
    expect((await fourth.closed).code).toBe(RELAY_CLOSE.tooManyMessages);
    expect((await third.closed).code).toBe(RELAY_CLOSE.tooManyMessages);
  });

  it('refuses a client address a channel over its limit of open channels, and gives the place back when one closes', async () => {
    const open = [await connect(wsUrl(t.server.url)), await connect(wsUrl(t.server.url)), await connect(wsUrl(t.server.url))];
    await expect(connect(wsUrl(t.server.url))).rejects.toThrow('refused with 429');
    open[0]!.socket.close();
    await open[0]!.closed;
    // The relay ends the channel when it hears the close; the next creation waits for that.
    await expect.poll(() => t.server.relay.size).toBe(2);
    const again = await connect(wsUrl(t.server.url));
    for (const connected of [...open.slice(1), again]) connected.socket.close();
  });

  it('refuses a page of another site', async () => {
    await expect(connect(wsUrl(t.server.url), { Origin: 'https://elsewhere.example' })).rejects.toThrow('refused with 403');
  });
});

describe('the pairing relay idle limit', () => {
  const t = useTestServer(pglite!, { env: { PAIRING_RELAY_IDLE_SECONDS: '1' } });

  it('closes both peers of a channel that relays nothing for the idle time', async () => {
    const first = await connect(wsUrl(t.server.url));
    const second = await connect(wsUrl(t.server.url, first.channelId));
    expect((await first.closed).code).toBe(RELAY_CLOSE.idle);
    expect((await second.closed).code).toBe(RELAY_CLOSE.idle);
  });
});
