// Typed account and session operations the flows call. Each is named after
// its GraphQL operation; success and failure update the signed-in state
// through the client's session signals (SPEC §4.1).
import {
  DestroySessionDocument,
  GetAccountDocument,
  GetClientInfoDocument,
  GetInitialMetricsStateDocument,
  GetInitialSettingsStateDocument,
  GetSessionDocument,
  GetSessionIsValidDocument,
  PasswordForgotCodeStatusDocument,
  SignInDocument,
  SignUpDocument,
} from '../../generated/graphql';
import type {
  GetAccountQuery,
  GetClientInfoQuery,
  GetInitialMetricsStateQuery,
  GetInitialSettingsStateQuery,
  SignInInput,
  SignInMutation,
  SignUpInput,
  SignUpMutation,
} from '../../generated/graphql';
import { isInvalidTokenError } from './errors';
import type { GraphQLClient, SessionSignal } from './graphqlClient';

export type Account = NonNullable<GetAccountQuery['account']>;
export type InitialSettingsState = GetInitialSettingsStateQuery;
export type InitialMetricsState = GetInitialMetricsStateQuery;
export type ClientInfo = NonNullable<GetClientInfoQuery['clientInfo']>;
export type { SignInInput, SignUpInput };
export type SignInResult = SignInMutation['signIn'];
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
  getInitialSettingsState(): Promise<InitialSettingsState>;
  getInitialMetricsState(): Promise<InitialMetricsState>;
  getSession(): Promise<{ verified: boolean }>;
  isValidToken(sessionToken: string): Promise<boolean>;
  signUp(input: SignUpInput): Promise<SignUpResult>;
  signIn(input: SignInInput): Promise<SignInResult>;
  destroySession(): Promise<void>;
  passwordForgotCodeStatus(token: string): Promise<PasswordForgotCodeStatus>;
  getClientInfo(clientId: string): Promise<ClientInfo | null>;
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
    async getSession() {
      return (await graphql.request(GetSessionDocument, {})).session;
    },
    async isValidToken(sessionToken) {
      const result = await graphql.request(GetSessionIsValidDocument, { sessionToken }, { ignoreSessionSignals: true });
      return result.isValidToken;
    },
    async signUp(input) {
      return signedIn((await graphql.request(SignUpDocument, { input })).signUp);
    },
    async signIn(input) {
      return signedIn((await graphql.request(SignInDocument, { input })).signIn);
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
  };
}
