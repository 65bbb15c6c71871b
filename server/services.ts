// Everything a request handler needs, built once per process around one
// database and one clock. Every service is made here and nowhere else; routes,
// resolvers and the maintenance sweep take what they use from here.
import { DEFAULT_MAIL_ADDRESS } from './config';
import type { ServerConfig } from './config';
import { AccountService } from './accounts/account-service';
import { KeyFetchService } from './accounts/key-fetch';
import { PasswordChangeService } from './accounts/password-change';
import { PasswordResetService } from './accounts/password-reset';
import { RecoveryKeyService } from './accounts/recovery-keys';
import { SecondaryEmailService } from './accounts/secondary-emails';
import { SessionCodeService } from './accounts/session-codes';
import { SignInPushService } from './accounts/sign-in-push';
import { SignInService } from './accounts/sign-in';
import { SignUpService } from './accounts/sign-up';
import { CmsStore } from './cms/cms-store';
import { CodeService } from './codes/code-service';
import type { Database } from './db/database';
import { LegalDocs } from './legal/legal-docs';
import { PublicOrigin } from './config/public-origin';
import type { Logger } from './log';
import type { Mailer } from './outbox/mailer';
import { createSmtpMailer } from './outbox/mailer';
import { Outbox } from './outbox/outbox';
import type { MessageStrings } from './outbox/strings';
import { createMessageStrings } from './outbox/strings';
import { OAuthClientRegistry } from './oauth/client-registry';
import { OAuthProvider } from './oauth/provider';
import { ScopedKeys } from './oauth/scoped-keys';
import { SigningKeys } from './oauth/signing-keys';
import { TokenStore } from './oauth/token-store';
import { ProductStore } from './products/products';
import { AvatarService } from './profile/avatars';
import { RateLimiter } from './ratelimit/rate-limiter';
import { RecoveryPhoneService } from './second-factor/recovery-phone';
import { SecondFactorService } from './second-factor/service';
import { NO_PLACES, placesFromFile } from './sessions/places';
import type { Places } from './sessions/places';
import { SessionService } from './sessions/session-service';
import { LinkedAccountService, ThirdPartyRegistry } from './third-party/linked-accounts';

export interface Services {
  readonly config: ServerConfig;
  readonly db: Database;
  readonly logger: Logger;
  /** Approximate places of client addresses (`GEOIP_DATABASE`); none when unset. */
  readonly places: Places;
  /** The clock every service reads. */
  readonly now: () => number;
  /** Where people reach the product (PUBLIC_URL, or in development the address listened at): the origin of every link sent out. */
  readonly publicOrigin: PublicOrigin;
  readonly strings: MessageStrings;
  readonly outbox: Outbox;
  readonly codes: CodeService;
  readonly sessions: SessionService;
  /** Every limit's counters, shared by all instances on the database. */
  readonly limiter: RateLimiter;
  readonly accounts: AccountService;
  readonly signUp: SignUpService;
  readonly signIn: SignInService;
  readonly sessionCodes: SessionCodeService;
  readonly signInPush: SignInPushService;
  readonly keyFetch: KeyFetchService;
  readonly secondaryEmails: SecondaryEmailService;
  /** The account recovery key: stored recovery data, its hint, and its checks during a reset. */
  readonly recoveryKeys: RecoveryKeyService;
  /** The forgotten-password reset, from the emailed code to the new password. */
  readonly passwordReset: PasswordResetService;
  /** A signed-in person's password: checked again for the session, changed with kB kept, or created. */
  readonly passwordChange: PasswordChangeService;
  readonly secondFactor: SecondFactorService;
  readonly recoveryPhone: RecoveryPhoneService;
  readonly oauthClients: OAuthClientRegistry;
  /** The keys id tokens are signed with; loaded at start. */
  readonly signingKeys: SigningKeys;
  /** The OAuth / OpenID Connect provider: codes, tokens, revocation, userinfo. */
  readonly oauth: OAuthProvider;
  /** OAuth token families, access and refresh tokens (connected services, the sweep). */
  readonly oauthTokens: TokenStore;
  /** What the browser derives relying parties' scoped keys from. */
  readonly scopedKeys: ScopedKeys;
  /** Uploaded avatars: their files in the configured folder and the row saying whose each is. */
  readonly avatars: AvatarService;
  /** The third-party identity providers in use (configured, or the local ones once they listen). */
  readonly thirdParty: ThirdPartyRegistry;
  /** Third-party sign-in and the accounts linked for it. */
  readonly linkedAccounts: LinkedAccountService;
  /** Relying-party branding as stored. */
  readonly cms: CmsStore;
  /** The legal documents read at start. */
  readonly legal: LegalDocs;
  /** Subscription products as stored. */
  readonly products: ProductStore;
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
  const from = config.mailFrom ?? { name: strings.productTitle, address: DEFAULT_MAIL_ADDRESS };
  const mailer: Mailer | undefined = config.smtpUrl ? createSmtpMailer(config.smtpUrl, from) : undefined;
  const outbox = new Outbox(db, strings, mailer, logger, now);
  const codes = new CodeService(db, now);
  const sessions = new SessionService(db, now);
  const limiter = new RateLimiter(db, now, config.secondFactor.limits);
  const deps = { db, config, sessions, codes, outbox, limiter, now };
  const accounts = new AccountService(deps);
  const oauthClients = new OAuthClientRegistry(db, now);
  const signingKeys = new SigningKeys(db, now);
  const oauthTokens = new TokenStore({ db, clients: oauthClients, accessTokenTtlMs: config.oauth.accessTokenTtlMs, now });
  const sessionCodes = new SessionCodeService(deps);
  const thirdParty = new ThirdPartyRegistry(config.thirdParty);
  const recoveryKeys = new RecoveryKeyService({ db, limiter, checkRule: config.secondFactor.limits.codeVerify, now, outbox, logger });
  const places = config.geoipDatabase ? placesFromFile(config.geoipDatabase) : NO_PLACES;
  const base = {
    config,
    db,
    logger,
    places,
    now,
    publicOrigin: new PublicOrigin(config),
    strings,
    outbox,
    codes,
    sessions,
    limiter,
    accounts,
    sessionCodes,
    signInPush: new SignInPushService(deps, strings, places),
    signUp: new SignUpService(deps, sessionCodes),
    signIn: new SignInService(deps, sessionCodes),
    keyFetch: new KeyFetchService(deps),
    secondaryEmails: new SecondaryEmailService({
      db,
      codes,
      outbox,
      limiter,
      codeKind: config.codes.signup,
      sendRule: config.secondFactor.limits.codeSend,
      now,
    }),
    recoveryKeys,
    passwordReset: new PasswordResetService({ ...deps, tokens: oauthTokens, recoveryKeys, logger }),
    passwordChange: new PasswordChangeService({ ...deps, tokens: oauthTokens, logger }),
    oauthClients,
    signingKeys,
    oauthTokens,
    avatars: new AvatarService({ db, dir: config.avatars.dir, limiter, uploadLimit: config.avatars.uploadLimit, now }),
    scopedKeys: new ScopedKeys({ clients: oauthClients, scopes: config.oauth.keyBearingScopes }),
    thirdParty,
    linkedAccounts: new LinkedAccountService({ db, sessions, registry: thirdParty, logger, now }),
    cms: new CmsStore(db, config.cms.imageHosts),
    legal: LegalDocs.load(config.legalDir),
    products: new ProductStore(db),
    oauth: new OAuthProvider({ db, config: config.oauth, clients: oauthClients, accounts, keys: signingKeys, tokens: oauthTokens, now, pairingClients: config.pairing.clients }),
    close() {
      mailer?.close();
    },
  };
  return { ...base, secondFactor: new SecondFactorService(base), recoveryPhone: new RecoveryPhoneService(base) };
}
