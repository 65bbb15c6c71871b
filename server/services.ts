// Everything a request handler needs, built once per process around one
// database. Handlers, resolvers and later modules (two-step authentication,
// rate limits, step-up tokens) take what they use from here.
import type { ServerConfig } from './config';
import { AccountService } from './accounts/account-service';
import { SecondaryEmailService } from './accounts/secondary-emails';
import { CodeService } from './codes/code-service';
import type { Database } from './db/database';
import type { Logger } from './log';
import type { Mailer } from './outbox/mailer';
import { createSmtpMailer } from './outbox/mailer';
import { Outbox } from './outbox/outbox';
import type { MessageStrings } from './outbox/strings';
import { createMessageStrings } from './outbox/strings';
import { OAuthClientRegistry } from './oauth/client-registry';
import { RateLimiter } from './ratelimit/rate-limiter';
import { SessionService } from './sessions/session-service';

export interface Services {
  readonly config: ServerConfig;
  readonly db: Database;
  readonly logger: Logger;
  /** The clock every service reads. */
  readonly now: () => number;
  readonly strings: MessageStrings;
  readonly outbox: Outbox;
  readonly codes: CodeService;
  readonly sessions: SessionService;
  readonly accounts: AccountService;
  readonly secondaryEmails: SecondaryEmailService;
  readonly oauthClients: OAuthClientRegistry;
  /** Releases what the services hold (the SMTP connection); the database is closed by its owner. */
  close(): void;
}

export interface ServiceOptions {
  readonly config: ServerConfig;
  readonly db: Database;
  readonly logger: Logger;
  readonly now?: () => number;
}

export function createServices({ config, db, logger, now = Date.now }: ServiceOptions): Services {
  const strings = createMessageStrings({ localesDir: config.localesDir });
  const from = config.mailFrom ?? { name: strings.productTitle, address: 'accounts@localhost' };
  const mailer: Mailer | undefined = config.smtpUrl ? createSmtpMailer(config.smtpUrl, from) : undefined;
  const outbox = new Outbox(db, strings, mailer, logger, now);
  const codes = new CodeService(db, now);
  const sessions = new SessionService(db, now);
  const accounts = new AccountService(db, config, sessions, codes, outbox, now);
  return {
    config,
    db,
    logger,
    now,
    strings,
    outbox,
    codes,
    sessions,
    accounts,
    secondaryEmails: new SecondaryEmailService({
      db,
      codes,
      outbox,
      limiter: new RateLimiter(db, now),
      codeKind: config.codes.signup,
      sendRule: config.secondFactor.limits.codeSend,
      now,
    }),
    oauthClients: new OAuthClientRegistry(db, now),
    close() {
      mailer?.close();
    },
  };
}
