// REST operations of openapi/auth.yaml for a signed-in person's password:
// checking it again for the session, changing it (with the step-up JWT of
// scope `password`) and creating a first one; and the breach check's ranges,
// which any new password is checked against and which take no session.
import type { Context, Hono } from 'hono';
import type { operations } from '../../generated/openapi/auth';
import { requestSchemas } from '../../generated/openapi/auth.requests';
import { callerOf } from '../request/caller';
import { requireStepUp } from '../request/step-up';
import type { Services } from '../request/services';
import { restRouter } from './route';

/** The language of the request's mail: its Accept-Language when it sent one, else the account's. */
function mailLocale(c: Context, services: Services): string | undefined {
  const header = c.req.header('Accept-Language');
  return header && header.trim() !== '' ? services.strings.negotiate(header) : undefined;
}

export function registerPasswordRoutes(app: Hono, services: Services): void {
  const route = restRouter<operations, typeof requestSchemas>(app, requestSchemas, services);
  const { passwordChange } = services;

  // Counted under its source's limit by the router; the prefix is never logged, and no account is named.
  // The router checks the prefix against the contract's pattern before it is counted.
  route('passwordRange', 'none', async ({ params }) => ({ suffixes: await services.passwordRange.range(params.prefix) }));

  route('sessionReauth', 'session', async ({ c, body, query, session }) =>
    passwordChange.reauth(session, { email: body.email, authPW: body.authPW, keys: query?.keys === true }, callerOf(c, services)),
  );

  route('passwordChange', 'none', async ({ c, body, query }) => {
    const session = await requireStepUp(c, services, 'password');
    return passwordChange.change(
      session,
      {
        email: body.email,
        oldAuthPW: body.oldAuthPW,
        authPW: body.authPW,
        wrapKb: body.wrapKb,
        authPWVersion2: body.authPWVersion2,
        wrapKbVersion2: body.wrapKbVersion2,
        clientSalt: body.clientSalt,
        keys: query?.keys === true,
        userAgent: c.req.header('User-Agent'),
        locale: mailLocale(c, services),
      },
      callerOf(c, services),
    );
  });

  route('passwordCreate', 'session', async ({ c, body, session }) =>
    passwordChange.create(session, {
      authPW: body.authPW,
      wrapKb: body.wrapKb,
      authPWVersion2: body.authPWVersion2,
      wrapKbVersion2: body.wrapKbVersion2,
      clientSalt: body.clientSalt,
      locale: mailLocale(c, services),
    }),
  );
}
