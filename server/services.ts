// The composition root: every service, built once per process around one
// database and one clock, and made here and nowhere else. What it builds is
// the interface the transport takes (server/request/services.ts); use cases
// are given the dependencies they use.
import type { Services } from './request/services';
import { DEFAULT_MAIL_ADDRESS } from './config';
import type { ServerConfig } from './config';
import { AccountService } from './accounts/account-service';
import { KeyFetchService } from './accounts/key-fetch';
import { PasswordChangeService } from './accounts/password-change';
import { PasswordRangeService } from './accounts/password-range';
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
import { createMessageStrings } from './outbox/strings';
import { OAuthClientRegistry } from './oauth/client-registry';
import { OAuthProvider } from './oauth/provider';
import { DeviceGrant } from './oauth/device-grant';
import { RelyingPartyDeliveries } from './oauth/deliveries';
import { ScopedKeys } from './oauth/scoped-keys';
import { SigningKeys } from './oauth/signing-keys';
import { TokenStore } from './oauth/token-store';
import { ProductStore } from './products/products';
import { AvatarService } from './profile/avatars';
import { RateLimiter } from './ratelimit/rate-limiter';
import { PasskeyService } from './second-factor/passkeys';
import { RecoveryPhoneService } from './second-factor/recovery-phone';
import { SecondFactorService } from './second-factor/service';
import { NO_PLACES, placesFromFile } from './sessions/places';
import { SessionService } from './sessions/session-service';
import { LinkedAccountService, ThirdPartyRegistry } from './third-party/linked-accounts';

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
  const places = config.geoipDatabase ? placesFromFile(config.geoipDatabase) : NO_PLACES;
  const sessions = new SessionService(db, now, places);
  const limiter = new RateLimiter(db, now, config.limits);
  const deps = { db, config, sessions, codes, outbox, limiter, now };
  const accounts = new AccountService(deps);
  const oauthClients = new OAuthClientRegistry(db, now);
  const signingKeys = new SigningKeys(db, now);
  const oauthTokens = new TokenStore({ db, clients: oauthClients, accessTokenTtlMs: config.oauth.accessTokenTtlMs, now });
  const sessionCodes = new SessionCodeService(deps);
  const thirdParty = new ThirdPartyRegistry(config.thirdParty);
  const recoveryKeys = new RecoveryKeyService({ db, limiter, checkRule: config.limits.codeVerify, now, outbox, logger });
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
      sendRule: config.limits.codeSend,
      now,
    }),
    recoveryKeys,
    passwordReset: new PasswordResetService({ ...deps, tokens: oauthTokens, recoveryKeys, logger }),
    passwordChange: new PasswordChangeService({ ...deps, tokens: oauthTokens, logger }),
    passwordRange: new PasswordRangeService({ config: config.passwordRange, logger }),
    oauthClients,
    signingKeys,
    oauthTokens,
    deliveries: new RelyingPartyDeliveries({ db, keys: signingKeys, now, logger }),
    avatars: new AvatarService({ db, dir: config.avatars.dir, limiter, uploadLimit: config.avatars.uploadLimit, now }),
    scopedKeys: new ScopedKeys({ clients: oauthClients, scopes: config.oauth.keyBearingScopes }),
    thirdParty,
    linkedAccounts: new LinkedAccountService({ db, sessions, registry: thirdParty, logger, now }),
    cms: new CmsStore(db, config.cms.imageHosts),
    legal: LegalDocs.load(config.legalDir),
    products: new ProductStore(db),
    deviceGrant: new DeviceGrant({ db, config: config.oauth, clients: oauthClients, tokens: oauthTokens, keys: signingKeys, limiter, now }),
    oauth: new OAuthProvider({ db, config: config.oauth, clients: oauthClients, accounts, keys: signingKeys, tokens: oauthTokens, now, pairingClients: config.pairing.clients }),
    close() {
      mailer?.close();
    },
  };
  return { ...base, secondFactor: new SecondFactorService(base), recoveryPhone: new RecoveryPhoneService(base), passkeys: new PasskeyService(base) };
}
