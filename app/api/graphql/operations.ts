// The GraphQL operations the app calls, one per document in this folder and
// named after it; success and failure update the signed-in state through the
// client's session signals (SPEC §4.1). An operation the auth REST contract
// also offers is called one way only: sign-in and the session's status go
// over REST (auth/operations.ts), sign-up and sign-out over GraphQL.
import {
  AttachedClientDisconnectDocument,
  DeleteAvatarDocument,
  DestroySessionDocument,
  GetAccountDocument,
  GetClientInfoDocument,
  GetConnectedClientsDocument,
  GetInitialMetricsStateDocument,
  GetInitialSettingsStateDocument,
  GetProductInfoDocument,
  GetProfileInfoDocument,
  GetSecurityEventsDocument,
  GetSessionIsValidDocument,
  MetricsOptDocument,
  PasswordForgotCodeStatusDocument,
  SignUpDocument,
  UpdateDisplayNameDocument,
} from '../../../generated/graphql';
import type {
  AttachedClientDisconnectInput,
  GetAccountQuery,
  GetConnectedClientsQuery,
  GetClientInfoQuery,
  GetInitialMetricsStateQuery,
  GetInitialSettingsStateQuery,
  GetProductInfoQuery,
  GetProfileInfoQuery,
  GetSecurityEventsQuery,
  SignUpInput,
  SignUpMutation,
} from '../../../generated/graphql';
import { isInvalidTokenError } from '../errors';
import type { GraphQLClient, SessionSignal } from './client';

export type Account = NonNullable<GetAccountQuery['account']>;
export type InitialSettingsState = GetInitialSettingsStateQuery;
export type InitialMetricsState = GetInitialMetricsStateQuery;
export type SecurityEvent = NonNullable<GetSecurityEventsQuery['account']>['securityEvents'][number];
export type AttachedClient = NonNullable<GetConnectedClientsQuery['account']>['attachedClients'][number];
/** What names a connected client to disconnect: its session, device, refresh token or app. */
export type DisconnectTarget = Omit<AttachedClientDisconnectInput, 'clientMutationId'>;
export type ClientInfo = NonNullable<GetClientInfoQuery['clientInfo']>;
export type ProductInfo = NonNullable<GetProductInfoQuery['productInfo']>;
export type ProfileInfo = NonNullable<GetProfileInfoQuery['account']>;
export type { SignUpInput };
export type SignUpResult = SignUpMutation['signUp'];

/** passwordForgotCodeStatus: an unusable token is `{ status: false }`, not an error. */
export type PasswordForgotCodeStatus = { status: true; tries: number; ttl: number } | { status: false };

export interface AccountApiOptions {
  graphql: GraphQLClient;
  getSessionToken: () => string | undefined;
  onSessionSignal?: (signal: SessionSignal) => void;
}

export interface AccountApi {
  getAccount(): Promise<Account | null>;
  /** The session's account as headers name it: uid, display name, avatar and addresses (null without one). */
  getProfileInfo(): Promise<ProfileInfo | null>;
  getInitialSettingsState(): Promise<InitialSettingsState>;
  getInitialMetricsState(): Promise<InitialMetricsState>;
  isValidToken(sessionToken: string): Promise<boolean>;
  signUp(input: SignUpInput): Promise<SignUpResult>;
  destroySession(): Promise<void>;
  passwordForgotCodeStatus(token: string): Promise<PasswordForgotCodeStatus>;
  getClientInfo(clientId: string): Promise<ClientInfo | null>;
  /** A subscription product's name by its id (null when no product has it). */
  getProductInfo(productId: string): Promise<ProductInfo | null>;
  /** Sets the display name (an empty string removes it). */
  updateDisplayName(displayName: string): Promise<void>;
  /** The account's recent security events (null when the session has no account). */
  getSecurityEvents(): Promise<SecurityEvent[] | null>;
  /** Allows (true) or stops (false) product metrics for the account. */
  setMetricsEnabled(enabled: boolean): Promise<void>;
  /** Removes the account's uploaded avatar (by its id); the default letter shows again. */
  deleteAvatar(id: string): Promise<void>;
  /** The devices, browsers and apps signed in to the account (null when the session has no account). */
  getConnectedClients(): Promise<AttachedClient[] | null>;
  /** Signs a connected client out of the account. */
  disconnectClient(target: DisconnectTarget): Promise<void>;
}

export function createAccountApi({ graphql, getSessionToken, onSessionSignal }: AccountApiOptions): AccountApi {
  const signedIn = <T>(value: T): T => {
    onSessionSignal?.('signed-in');
    return value;
  };

  return {
    async getAccount() {
      return (await graphql.request(GetAccountDocument, {})).account;
    },
    async getProfileInfo() {
      return (await graphql.request(GetProfileInfoDocument, {})).account;
    },
    async getInitialSettingsState() {
      return signedIn(await graphql.request(GetInitialSettingsStateDocument, {}));
    },
    async getInitialMetricsState() {
      if (!getSessionToken()) {
        onSessionSignal?.('signed-out');
        return { account: null };
      }
      return signedIn(await graphql.request(GetInitialMetricsStateDocument, {}));
    },
    async isValidToken(sessionToken) {
      const result = await graphql.request(GetSessionIsValidDocument, { sessionToken }, { ignoreSessionSignals: true });
      return result.isValidToken;
    },
    async signUp(input) {
      return signedIn((await graphql.request(SignUpDocument, { input })).signUp);
    },
    async destroySession() {
      await graphql.request(DestroySessionDocument, { input: {} });
    },
    async passwordForgotCodeStatus(token) {
      try {
        const result = await graphql.request(
          PasswordForgotCodeStatusDocument,
          { input: { token } },
          { ignoreSessionSignals: true },
        );
        return { status: true, ...result.passwordForgotCodeStatus };
      } catch (error) {
        if (isInvalidTokenError(error)) return { status: false };
        throw error;
      }
    },
    async getClientInfo(clientId) {
      return (await graphql.request(GetClientInfoDocument, { input: clientId })).clientInfo;
    },
    async getProductInfo(productId) {
      return (await graphql.request(GetProductInfoDocument, { input: productId })).productInfo;
    },
    async updateDisplayName(displayName) {
      await graphql.request(UpdateDisplayNameDocument, { input: { displayName } });
    },
    async getSecurityEvents() {
      return (await graphql.request(GetSecurityEventsDocument, {})).account?.securityEvents ?? null;
    },
    async setMetricsEnabled(enabled) {
      await graphql.request(MetricsOptDocument, { input: { state: enabled ? 'in' : 'out' } });
    },
    async getConnectedClients() {
      return (await graphql.request(GetConnectedClientsDocument, {})).account?.attachedClients ?? null;
    },
    async disconnectClient(target) {
      await graphql.request(AttachedClientDisconnectDocument, { input: target });
    },
    async deleteAvatar(id) {
      await graphql.request(DeleteAvatarDocument, { input: { id } });
    },
  };
}
