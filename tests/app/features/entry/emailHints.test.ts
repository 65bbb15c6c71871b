import { describe, expect, it } from 'vitest';
import { checkEmail, editDistance, isEmailMask } from '../../../../app/features/entry/emailHints';

describe('entry email checks (SPEC §8.2)', () => {
  it.each([
    ['', 'invalid'],
    ['someone', 'invalid'],
    ['someone@', 'invalid'],
    ['some one@example.com', 'invalid'],
    ['someone@localhost', 'invalid'],
    ['someone@example.com', 'ok'],
    ['someone@gmail.com', 'ok'],
    ['someone@orbit.com', 'product-domain'],
    ['someone@gmial.com', 'misspelled'],
    ['someone@hotmial.com', 'misspelled'],
    ['someone@gmaik.com', 'mistyped'],
    ['someone@yahoo.cim', 'mistyped'],
  ])('%s is %s', (email, kind) => {
    expect(checkEmail(email).kind).toBe(kind);
  });

  it('a known misspelling is 1064 naming the domain typed and suggesting the popular one', () => {
    expect(checkEmail('Someone@gamil.com')).toEqual({
      kind: 'misspelled',
      error: 'INVALID_EMAIL_DOMAIN',
      domain: 'gamil.com',
      suggestion: 'Someone@gmail.com',
    });
  });

  it('a near miss is the 1067 hint with the corrected address', () => {
    expect(checkEmail('a@outlook.cmo')).toMatchObject({ error: 'MX_LOOKUP_WARNING', suggestion: 'a@outlook.com' });
  });

  it('an address at the product domain is 1020', () => {
    expect(checkEmail('a@orbit.com')).toEqual({ kind: 'product-domain', error: 'DIFFERENT_EMAIL_REQUIRED_PRODUCT_DOMAIN', domain: 'orbit.com' });
  });

  it('email masks are recognised, including subdomains', () => {
    expect(isEmailMask('abc@mozmail.com')).toBe(true);
    expect(isEmailMask('abc@x.mozmail.com')).toBe(true);
    expect(isEmailMask('abc@example.com')).toBe(false);
  });

  it('edit distance counts a swap of neighbours as one edit', () => {
    expect(editDistance('gmial.com', 'gmail.com')).toBe(1);
    expect(editDistance('gmail.com', 'gmail.com')).toBe(0);
    expect(editDistance('abc', 'xyz')).toBe(3);
  });
});
