// Everything a request handler reaches, as one interface: the transport
// (REST routes, GraphQL resolvers, the HTTP app) takes it, and the
// composition root (server/services.ts) builds it once per process around one
// database and one clock. Nothing below the transport sees it: use cases take
// the dependencies they use, one by one.
import type { AccountService } from '../accounts/account-service';
import type { AvatarService } from '../profile/avatars';
import type { CmsStore } from '../cms/cms-store';
import type { CodeService } from '../codes/code-service';
import type { Database } from '../db/database';
import type { KeyFetchService } from '../accounts/key-fetch';
import type { LegalDocs } from '../legal/legal-docs';
import type { LinkedAccountService, ThirdPartyRegistry } from '../third-party/linked-accounts';
import type { Logger } from '../log';
import type { MessageStrings } from '../outbox/strings';
import type { OAuthClientRegistry } from '../oauth/client-registry';
import type { OAuthProvider } from '../oauth/provider';
import type { DeviceGrant } from '../oauth/device-grant';
import type { Outbox } from '../outbox/outbox';
import type { PasswordChangeService } from '../accounts/password-change';
import type { PasswordRangeService } from '../accounts/password-range';
import type { PasswordResetService } from '../accounts/password-reset';
import type { Places } from '../sessions/places';
import type { ProductStore } from '../products/products';
import type { PublicOrigin } from '../config/public-origin';
import type { RateLimiter } from '../ratelimit/rate-limiter';
import type { RecoveryKeyService } from '../accounts/recovery-keys';
import type { PasskeyService } from '../second-factor/passkeys';
import type { RecoveryPhoneService } from '../second-factor/recovery-phone';
import type { ScopedKeys } from '../oauth/scoped-keys';
import type { SecondFactorService } from '../second-factor/service';
import type { SecondaryEmailService } from '../accounts/secondary-emails';
import type { ServerConfig } from '../config';
import type { SessionCodeService } from '../accounts/session-codes';
import type { SessionService } from '../sessions/session-service';
import type { SignInPushService } from '../accounts/sign-in-push';
import type { SignInService } from '../accounts/sign-in';
import type { SignUpService } from '../accounts/sign-up';
import type { SigningKeys } from '../oauth/signing-keys';
import type { RelyingPartyDeliveries } from '../oauth/deliveries';
import type { TokenStore } from '../oauth/token-store';

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
  /** The breach check's ranges of compromised-password hashes, from the range service or the shipped list. */
  readonly passwordRange: PasswordRangeService;
  readonly secondFactor: SecondFactorService;
  readonly recoveryPhone: RecoveryPhoneService;
  readonly passkeys: PasskeyService;
  readonly oauthClients: OAuthClientRegistry;
  /** The keys id tokens are signed with; loaded at start. */
  readonly signingKeys: SigningKeys;
  /** The OAuth / OpenID Connect provider: codes, tokens, revocation, userinfo. */
  readonly oauth: OAuthProvider;
  /** The device authorization grant (RFC 8628). */
  readonly deviceGrant: DeviceGrant;
  /** OAuth token families, access and refresh tokens (connected services, the sweep). */
  readonly oauthTokens: TokenStore;
  /** The durable queue of messages pushed to relying parties (back-channel logout tokens). */
  readonly deliveries: RelyingPartyDeliveries;
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
