// Markup of the form fields: labels, descriptions and errors linked, the
// right autocomplete and inputmode for each kind of field.
import { describe, expect, it } from 'vitest';
import { Checkbox } from '../../design-system/components/Checkbox';
import { CodeField, cleanCode } from '../../design-system/components/CodeField';
import { EmailField } from '../../design-system/components/EmailField';
import { PasswordField } from '../../design-system/components/PasswordField';
import { RadioGroup } from '../../design-system/components/RadioGroup';
import { TextField } from '../../design-system/components/TextField';
import { attributesOf, renderHtml } from './render';

const input = (html: string) => attributesOf(html, /<input[^>]*>/);

function idsOf(html: string, text: string): string {
  const match = html.match(new RegExp(`id="([^"]+)"[^>]*>${text}<`));
  if (!match?.[1]) throw new Error(`no element with text ${text}`);
  return match[1];
}

describe('TextField', () => {
  it('labels the input with a visible label', () => {
    const html = renderHtml(<TextField label="Name" />);
    const labelFor = attributesOf(html, /<label[^>]*>/).for;
    expect(input(html).id).toBe(labelFor);
  });

  it('links description and error with aria-describedby and marks it invalid', () => {
    const html = renderHtml(<TextField label="Name" description="Help" errorMessage="Wrong" />);
    const described = (input(html)['aria-describedby'] ?? '').split(' ');
    expect(described).toContain(idsOf(html, 'Help'));
    expect(described).toContain(idsOf(html, 'Wrong'));
    expect(input(html)['aria-invalid']).toBe('true');
  });

  it('is not invalid without an error', () => {
    expect(input(renderHtml(<TextField label="Name" />))['aria-invalid']).toBeUndefined();
  });
});

describe('field kinds set autocomplete and inputmode', () => {
  it.each([
    ['email', <EmailField label="Email" />, { type: 'email', autocomplete: 'email', inputmode: 'email' }],
    ['current password', <PasswordField label="Password" />, { type: 'password', autocomplete: 'current-password' }],
    ['new password', <PasswordField label="Password" purpose="new" />, { type: 'password', autocomplete: 'new-password' }],
    ['digit code', <CodeField label="Code" maxLength={6} />, { autocomplete: 'one-time-code', inputmode: 'numeric', maxlength: '6' }],
    ['backup code', <CodeField label="Code" kind="alphanumeric" />, { autocomplete: 'one-time-code', inputmode: 'text' }],
  ])('%s', (_kind, element, expected) => {
    expect(input(renderHtml(element))).toMatchObject(expected);
  });
});

describe('PasswordField visibility toggle', () => {
  it('has an accessible name and is not pressed at first', () => {
    const button = attributesOf(renderHtml(<PasswordField label="Password" />), /<button[^>]*>/);
    expect(button['aria-label']).toBe('Show password');
    expect(button['aria-pressed']).toBe('false');
  });
});

describe('cleanCode: a pasted code is taken whole', () => {
  it.each([
    ['spaces in a digit code', '123 456', 'digits', 6, '123456'],
    ['a dash in a digit code', '123-456', 'digits', 6, '123456'],
    ['surrounding text in a digit code', 'Code: 654321.', 'digits', 6, '654321'],
    ['a digit code longer than allowed', '12345678', 'digits', 6, '123456'],
    ['a backup code with dashes', 'ab12-cd34-ef', 'alphanumeric', 10, 'ab12cd34ef'],
    ['a backup code without limit', ' xy 98 ', 'alphanumeric', undefined, 'xy98'],
  ] as const)('%s', (_case, text, kind, max, expected) => {
    expect(cleanCode(text, kind, max)).toBe(expected);
  });
});

describe('Checkbox and RadioGroup', () => {
  it('links a checkbox error and marks it invalid', () => {
    const html = renderHtml(<Checkbox label="Agree" errorMessage="Required" />);
    const box = input(html);
    expect(box['aria-invalid']).toBe('true');
    expect(box['aria-describedby']).toContain(idsOf(html, 'Required'));
  });

  it('labels a radio group and its options', () => {
    const html = renderHtml(
      <RadioGroup label="Contact" options={[{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }]} errorMessage="Pick one" />,
    );
    const group = attributesOf(html, /<div[^>]*role="radiogroup"[^>]*>/);
    expect(group['aria-labelledby']).toBeTruthy();
    expect(group['aria-invalid']).toBe('true');
    expect(html.match(/type="radio"/g)).toHaveLength(2);
  });
});
