import { describe, expect, it } from 'vitest';
import { METRICS_SAMPLE_RATE, POPULAR_EMAIL_DOMAINS, createMetricsClient, emailDomainBucket, isSampledUser } from '../../../../app/lib/metrics';
import type { MetricsRequest } from '../../../../app/api';

describe('email domains in metrics (SPEC §7.3)', () => {
  it('knows exactly twenty popular domains, each once and in lower case', () => {
    expect(POPULAR_EMAIL_DOMAINS).toHaveLength(20);
    expect(new Set(POPULAR_EMAIL_DOMAINS).size).toBe(20);
    for (const domain of POPULAR_EMAIL_DOMAINS) expect(domain).toBe(domain.toLowerCase());
  });

  it.each([
    { email: 'someone@gmail.com', bucket: 'gmail.com' },
    { email: 'Someone@GMail.COM', bucket: 'gmail.com' },
    { email: 'a.b+tag@yahoo.co.uk', bucket: 'yahoo.co.uk' },
    { email: 'me@my-own-company.example', bucket: 'other' },
    { email: 'me@mail.gmail.com', bucket: 'other' },
    { email: '"odd@name"@outlook.com', bucket: 'outlook.com' },
    { email: 'no-at-sign', bucket: undefined },
    { email: '@gmail.com', bucket: undefined },
    { email: 'someone@', bucket: undefined },
  ])('$email is reported as $bucket', ({ email, bucket }) => {
    expect(emailDomainBucket(email)).toBe(bucket);
  });

  it('a batch carries the bucketed domain of the email the client was told, never the address', () => {
    const sent: MetricsRequest[] = [];
    const client = createMetricsClient({ send: (body) => sent.push(body), page: () => ({ startTime: 0, search: '' }), now: () => 10, schedule: () => () => undefined });
    client.setAccount({ signedIn: false });
    client.setEmail('person@small-firm.example');
    client.log('screen.signup');
    client.flush();
    client.setEmail('person@icloud.com');
    client.log('screen.signin');
    client.flush();
    expect(sent.map((body) => body.emailDomain)).toEqual(['other', 'icloud.com']);
    expect(JSON.stringify(sent)).not.toContain('person@');
  });
});

describe('metrics sample', () => {
  it.each([
    { id: '00000000-0000-4000-8000-000000000000', sampled: true },
    { id: '19999999-ffff-4fff-bfff-ffffffffffff', sampled: true },
    { id: '1999999a-0000-4000-8000-000000000000', sampled: false },
    { id: 'ffffffff-ffff-4fff-bfff-ffffffffffff', sampled: false },
    { id: undefined, sampled: false },
    { id: 'not-a-uuid', sampled: false },
  ])('browser $id is sampled: $sampled', ({ id, sampled }) => {
    expect(isSampledUser(id)).toBe(sampled);
  });

  it('about the sample rate of random browsers is sampled', () => {
    let inSample = 0;
    const runs = 20_000;
    for (let i = 0; i < runs; i += 1) if (isSampledUser(crypto.randomUUID())) inSample += 1;
    // Binomial(20000, 0.1): the standard deviation is about 42, so ±300 is over 7 of them.
    expect(Math.abs(inSample - runs * METRICS_SAMPLE_RATE)).toBeLessThan(300);
  });
});
