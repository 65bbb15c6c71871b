// What the settings page reads, as the app sends it: its GraphQL queries and
// its REST reads with the session token. The server suites and the bench
// hold every one of them to no writes (write-counter.ts).
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  GetAccountDocument,
  GetBackupCodesStatusDocument,
  GetConnectedClientsDocument,
  GetInitialSettingsStateDocument,
  GetRecoveryKeyExistsDocument,
  GetRecoveryPhoneDocument,
  GetSecurityEventsDocument,
  GetTotpStatusDocument,
} from '../../generated/graphql';

/** The settings page's queries. */
export const SETTINGS_QUERIES: ReadonlyArray<TypedDocumentNode<unknown, Record<string, never>>> = [
  GetInitialSettingsStateDocument,
  GetAccountDocument,
  GetConnectedClientsDocument,
  GetSecurityEventsDocument,
  GetTotpStatusDocument,
  GetBackupCodesStatusDocument,
  GetRecoveryKeyExistsDocument,
  GetRecoveryPhoneDocument,
];

/** The settings page's REST reads with the session token. */
export const SETTINGS_READS = ['/v1/session/status', '/v1/recoveryKey/exists', '/v1/totp/exists', '/v1/recoveryCodes/exists', '/v1/recovery_phone'];

/** Two addresses a client alternates between (documentation ranges), as a trusted proxy forwards them. */
export const ALTERNATING_ADDRESSES = ['198.51.100.7', '2001:db8:5::1'];
