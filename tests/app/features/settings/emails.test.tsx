// @vitest-environment happy-dom
// The emails page inside the settings area, against the reference server in
// this process: an address is added after the step-up code, confirmed with
// the code mailed to it, made primary (the home's avatar letter follows
// without a reload) and removed; an address that is no address is refused
// before anything is sent, and one the server refuses keeps what was typed
// with the reason under the field; Back keeps what was typed. An address that
// leaves the account while its code is asked for (its owner signed up with
// it, or it was removed) closes the code step with a notice saying so.
import { waitFor } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { createTestAccount } from '../../../support/accounts';
import type { TestAccount } from '../../../support/accounts';
import { click, settingsRoutes, signedIn } from './area';
import { useInProcessServer } from '../../../support/inProcessServer';
import { fill, press, renderRoutes, testServices } from '../../../support/render';

const server = useInProcessServer();

const signedInServices = (account: TestAccount) => signedIn(account, testServices({ transport: server.transport }));
const newField = (container: HTMLElement) => container.querySelector<HTMLInputElement>('#settings-emails-new');

/** Answers the step-up dialog with the newest code mailed to the primary address. */
async function stepUp(primary: string): Promise<void> {
  await waitFor(() => expect(document.body.querySelector('#settings-step-up-code')).not.toBeNull());
  await waitFor(async () => expect((await server.codesTo(primary)).length).toBeGreaterThan(1));
  await fill(document.body, '#settings-step-up-code', (await server.codesTo(primary)).at(-1)!);
  await press(document.body, '#settings-step-up-code-submit');
}

describe('the emails page', () => {
  it('adds, confirms, makes primary and removes an address; the home follows each change', async () => {
    const account = await createTestAccount(server, 'alpha-emails@example.com');
    const services = signedInServices(account);
    const { container, router } = await renderRoutes(settingsRoutes(), '/settings', { services });
    await waitFor(() => expect(container.querySelector('#settings-action-emails')?.textContent).toBe('Manage emails'));
    await click(container, '#settings-action-emails');
    // The page is loaded when first opened.
    await waitFor(() => expect(newField(container)).not.toBeNull(), { timeout: 15_000 });
    expect(router.state.location.pathname).toBe('/settings/emails');

    await fill(container, '#settings-emails-new', 'zeta-emails@example.com');
    await press(container, '#settings-emails-add');
    await stepUp(account.email);
    await waitFor(() => expect(container.querySelector('#settings-emails-code-description')?.textContent).toContain('zeta-emails@example.com'));
    const [code] = await server.codesTo('zeta-emails@example.com');
    await fill(container, '#settings-emails-code', code!);
    await press(container, '#settings-emails-code-submit');
    await waitFor(() => expect(container.querySelector('#settings-emails-notice')?.textContent).toContain('is confirmed'));
    expect((await services.api.getAccount())?.emails).toContainEqual({ email: 'zeta-emails@example.com', isPrimary: false, verified: true });

    await press(container, '#settings-emails-make-primary-0');
    await waitFor(() => expect(container.querySelector('#settings-emails-address-primary')?.textContent).toBe('zeta-emails@example.com'));
    await click(container, '#settings-back');
    await waitFor(() => expect(container.querySelector('#settings-primary-email')?.textContent).toBe('zeta-emails@example.com'));
    expect(container.querySelector('[aria-label^="Default avatar"]')?.getAttribute('aria-label')).toMatch(/letter \W*z\W*$/);

    await click(container, '#settings-action-emails');
    await waitFor(() => expect(container.querySelector('#settings-emails-remove-0')).not.toBeNull());
    await press(container, '#settings-emails-remove-0');
    await waitFor(() => expect(container.querySelectorAll('#settings-emails-list li')).toHaveLength(1));
    expect((await services.api.getAccount())?.emails).toEqual([{ email: 'zeta-emails@example.com', isPrimary: true, verified: true }]);
  });

  it('refuses an address that is none before sending it, and the server’s refusal shows under the field with what was typed', async () => {
    const account = await createTestAccount(server, 'refused-emails@example.com');
    const other = await createTestAccount(server, 'other-emails@example.com');
    const services = signedInServices(account);
    const { container } = await renderRoutes(settingsRoutes(), '/settings/emails', { services });
    await waitFor(() => expect(newField(container)).not.toBeNull());
    const codesBefore = (await server.codesTo(account.email)).length;

    await fill(container, '#settings-emails-new', 'not-an-address@');
    await press(container, '#settings-emails-add');
    await waitFor(() => expect(newField(container)?.getAttribute('aria-invalid')).toBe('true'));
    expect(container.textContent).toContain('Valid email required');
    expect(newField(container)?.value).toBe('not-an-address@');
    // Nothing was sent: no step-up code either.
    expect(await server.codesTo(account.email)).toHaveLength(codesBefore);

    await fill(container, '#settings-emails-new', other.email);
    await press(container, '#settings-emails-add');
    await stepUp(account.email);
    await waitFor(() => expect(container.textContent).toContain('This email was already confirmed by another user'));
    expect(newField(container)?.getAttribute('aria-invalid')).toBe('true');
    expect(newField(container)?.value).toBe(other.email);
  });

  it('closes the code step of an address its owner signed up with meanwhile, says so, and lists the account’s addresses as they are', async () => {
    const account = await createTestAccount(server, 'claimer-emails@example.com');
    const services = signedInServices(account);
    const { container } = await renderRoutes(settingsRoutes(), '/settings/emails', { services });
    await waitFor(() => expect(newField(container)).not.toBeNull());
    await fill(container, '#settings-emails-new', 'owner-emails@example.com');
    await press(container, '#settings-emails-add');
    await stepUp(account.email);
    await waitFor(() => expect(container.querySelector('#settings-emails-code-description')?.textContent).toContain('owner-emails@example.com'));
    expect(container.querySelectorAll('#settings-emails-list li')).toHaveLength(2);
    const [code] = await server.codesTo('owner-emails@example.com');
    // The address's owner signs up with it before the code is typed: the sign-up takes it.
    await createTestAccount(server, 'owner-emails@example.com', { confirmed: false });

    await fill(container, '#settings-emails-code', code!);
    await press(container, '#settings-emails-code-submit');
    await waitFor(() => expect(container.querySelector('#settings-emails-notice')?.textContent).toContain('owner-emails@example.com now belongs to another account'));
    expect(container.querySelector('#settings-emails-code')).toBeNull();
    expect(container.querySelectorAll('#settings-emails-list li')).toHaveLength(1);
    expect(container.textContent).not.toContain('Invalid confirmation code');
  });

  it('closes the code step of an address removed meanwhile when a new code is asked for, and says so', async () => {
    const account = await createTestAccount(server, 'removed-emails@example.com');
    const services = signedInServices(account);
    const { container } = await renderRoutes(settingsRoutes(), '/settings/emails', { services });
    await waitFor(() => expect(newField(container)).not.toBeNull());
    await fill(container, '#settings-emails-new', 'elsewhere-emails@example.com');
    await press(container, '#settings-emails-add');
    await stepUp(account.email);
    await waitFor(() => expect(container.querySelector('#settings-emails-resend')).not.toBeNull());
    // Removed in another window.
    await server.services.secondaryEmails.remove(account.uid, 'elsewhere-emails@example.com');

    await press(container, '#settings-emails-resend');
    await waitFor(() => expect(container.querySelector('#settings-emails-notice')?.textContent).toContain('is no longer waiting to be confirmed'));
    expect(container.querySelector('#settings-emails-code')).toBeNull();
    expect(container.querySelectorAll('#settings-emails-list li')).toHaveLength(1);
  });

  it('Back keeps the address typed for the next visit', async () => {
    const account = await createTestAccount(server, 'back-emails@example.com');
    const services = signedInServices(account);
    const { container } = await renderRoutes(settingsRoutes(), '/settings/emails', { services });
    await waitFor(() => expect(newField(container)).not.toBeNull());
    await fill(container, '#settings-emails-new', 'half@typed');
    await click(container, '#settings-back');
    await waitFor(() => expect(container.querySelector('#settings-action-emails')).not.toBeNull());
    await click(container, '#settings-action-emails');
    await waitFor(() => expect(newField(container)?.value).toBe('half@typed'));
  });
});
