// REST operations of openapi/auth.yaml for secondary email addresses: add one
// (a code goes to it), confirm it, send its code again, make it primary,
// remove it. Each needs the step-up JWT of scope 'email'.
import type { Hono } from 'hono';
import type { operations } from '../../generated/openapi/auth';
import { requestSchemas } from '../../generated/openapi/auth.requests';
import { requireStepUp } from '../request/step-up';
import { callerOf } from '../request/caller';
import type { Services } from '../request/services';
import { restRouter } from './route';

export function registerEmailRoutes(app: Hono, services: Services): void {
  const route = restRouter<operations, typeof requestSchemas>(app, requestSchemas, services);
  const { secondaryEmails } = services;

  route('recoveryEmailCreate', 'none', async ({ c, body }) => {
    const session = await requireStepUp(c, services, 'email');
    await secondaryEmails.add(session.uid, body.email, callerOf(c, services).locale, session.userAgent);
    return {};
  });
  route('recoveryEmailVerifyCode', 'none', async ({ c, body }) => {
    const session = await requireStepUp(c, services, 'email');
    await secondaryEmails.confirm(session.uid, body.email, body.code, callerOf(c, services), session.userAgent);
    return {};
  });
  route('recoveryEmailResendCode', 'none', async ({ c, body }) => {
    const session = await requireStepUp(c, services, 'email');
    await secondaryEmails.resend(session.uid, body.email, callerOf(c, services).locale);
    return {};
  });
  route('recoveryEmailSetPrimary', 'none', async ({ c, body }) => {
    const session = await requireStepUp(c, services, 'email');
    await secondaryEmails.setPrimary(session.uid, body.email, session.userAgent);
    return {};
  });
  route('recoveryEmailDestroy', 'none', async ({ c, body }) => {
    const session = await requireStepUp(c, services, 'email');
    await secondaryEmails.remove(session.uid, body.email, session.userAgent);
    return {};
  });
}
