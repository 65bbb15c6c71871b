// Structured logs: one JSON object a line, with secret-named fields blanked.
import { describe, expect, it } from 'vitest';
import { createLogger, redact } from '../../server/log';

describe('server logs', () => {
  it('writes one JSON object per line with level and message', () => {
    const lines: string[] = [];
    const logger = createLogger((line) => lines.push(line));
    logger.info('request', { requestId: 'r1', status: 200 });
    logger.error('failed', { path: '/v1/x' });
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'info', msg: 'request', requestId: 'r1', status: 200 });
    expect(JSON.parse(lines[1]!)).toMatchObject({ level: 'error', msg: 'failed', path: '/v1/x' });
    expect(typeof JSON.parse(lines[0]!).time).toBe('string');
  });

  it('blanks fields whose names say they hold secrets, at any depth', () => {
    const value = {
      email: 'a@example.com',
      authPW: 'aa',
      nested: { sessionToken: 'bb', list: [{ code: '123456', keep: 1 }], password: 'pw', wrapKb: 'cc' },
      Authorization: 'Bearer x',
    };
    expect(redact(value)).toEqual({
      email: 'a@example.com',
      authPW: '[redacted]',
      nested: { sessionToken: '[redacted]', list: [{ code: '[redacted]', keep: 1 }], password: '[redacted]', wrapKb: '[redacted]' },
      Authorization: '[redacted]',
    });
    const lines: string[] = [];
    createLogger((line) => lines.push(line)).warn('oops', { unblockCode: 'ABCDEFGH' });
    expect(lines[0]).not.toContain('ABCDEFGH');
  });
});
