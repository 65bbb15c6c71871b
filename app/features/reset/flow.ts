// What the reset pages share beyond the flow kit: the reset's state, held in
// memory only between its pages (never in the address, never in storage: a
// reload starts again from the email), the account-reset token fetched once,
// the query every reset page reads, and the end of a reset.
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AccountResetResponse, Api } from '../../api';
import { useAppServices } from '../../lib/app';
import type { AppServices } from '../../lib/app';
import { bytesToHex, keyStretchVersion, randomKb } from '../../lib/crypto';
import { holdKb, isAuthorizationRequest, stretchedPasswordCredentials, useFlowNavigation, wantsScopedKeys } from '../../lib/flow';
import type { PasswordCredentials } from '../../lib/flow';
import { useServiceName } from '../../lib/oauth';
import { BASE_QUERY, sameSitePath, useQueryParams } from '../../lib/query';
import type { BaseQueryParams } from '../../lib/query';
import type { SensitiveData } from '../../lib/storage';
import { PATHS } from '../../lib/paths';
import { PASSWORD_FORGOT_RESUME, nextAfterCode, nextAfterSecondFactor } from './rules';
import type { ResetPaths } from './rules';

/** The password-forgot token's reset, from the checked emailed code to the new password. */
export interface ResetState {
  /** The address the person typed, which the code went to. */
  email: string;
  uid: string;
  passwordForgotToken: string;
  /** The reset code that goes with the token to get the account-reset token. */
  resetCode: string;
  /** The address the account's credentials are salted with. */
  emailToHashWith: string;
  paths: ResetPaths;
  /** The person chose to keep their data with the recovery key. */
  useRecoveryKey: boolean;
  /** Fetched once, when a page first needs it; single use. */
  accountResetToken?: string;
}

/** kB opened with the recovery key, for the new password to wrap. */
export interface RecoveredKeys {
  uid: string;
  kB: string;
  recoveryKeyId: string;
}

const STATE = 'accountResetData';
const RECOVERED = 'decryptedRecoveryKeyData';

export function heldReset(sensitive: SensitiveData): ResetState | undefined {
  return sensitive.get<ResetState>(STATE);
}

export function holdReset(sensitive: SensitiveData, state: ResetState): void {
  sensitive.set(STATE, state);
}

export function heldRecoveredKeys(sensitive: SensitiveData, uid: string): RecoveredKeys | undefined {
  const keys = sensitive.get<RecoveredKeys>(RECOVERED);
  return keys?.uid === uid ? keys : undefined;
}

export function holdRecoveredKeys(sensitive: SensitiveData, keys: RecoveredKeys): void {
  sensitive.set(RECOVERED, keys);
}

/** Forgets every secret of the reset. */
export function forgetReset(sensitive: SensitiveData): void {
  sensitive.clear(STATE);
  sensitive.clear(RECOVERED);
}

/** Emails a reset code to `email`, for the flow's service and same-site redirect (SPEC §7.2). */
export async function sendResetCode(api: Pick<Api, 'passwordForgotSendOtp'>, email: string, query: Pick<BaseQueryParams, 'service' | 'redirectTo'>): Promise<void> {
  const redirectTo = sameSitePath(query.redirectTo);
  await api.passwordForgotSendOtp({
    email,
    resume: PASSWORD_FORGOT_RESUME,
    ...(query.service ? { service: query.service } : {}),
    ...(redirectTo ? { redirectTo } : {}),
  });
}

/** Trades under way, by password-forgot token: asked again before the first answer came (a page left and come back to), the token is traded once. */
const trading = new Map<string, Promise<string>>();

/**
 * The account-reset token: the one held, else traded for the password-forgot
 * token and reset code now (a two-step account has proved its second factor
 * by then) and held, since the server gives it once.
 */
export async function accountResetToken(api: Pick<Api, 'passwordForgotVerifyCode'>, sensitive: SensitiveData, state: ResetState): Promise<string> {
  const held = heldReset(sensitive)?.accountResetToken ?? state.accountResetToken;
  if (held) return held;
  let trade = trading.get(state.passwordForgotToken);
  if (!trade) {
    trade = api
      .passwordForgotVerifyCode(state.passwordForgotToken, {
        code: state.resetCode,
        ...(state.useRecoveryKey ? { accountResetWithRecoveryKey: true } : {}),
      })
      .then(({ accountResetToken: token }) => {
        const current = heldReset(sensitive);
        if (current?.passwordForgotToken === state.passwordForgotToken) holdReset(sensitive, { ...current, accountResetToken: token });
        return token;
      })
      .finally(() => trading.delete(state.passwordForgotToken));
    trading.set(state.passwordForgotToken, trade);
  }
  return trade;
}

/**
 * The new password's credentials for `kB` (a new one when the data is not
 * kept), salted with the account's address, in the key-stretch version the
 * product uses (SPEC §9), and the unwrapBKey of that version (a sync reset
 * hands it to the browser).
 */
export async function resetCredentials(
  state: ResetState,
  password: string,
  version: 1 | 2,
  kB: Uint8Array = randomKb(),
): Promise<{ credentials: PasswordCredentials; kB: Uint8Array; unwrapBKey: string }> {
  const { credentials, unwrapBKey } = await stretchedPasswordCredentials(state.emailToHashWith, password, version, kB);
  return { credentials, kB, unwrapBKey };
}

/**
 * Stores the new session the reset returned as the current account (SPEC
 * §4.7: signed in when it is verified), keeps kB in memory when a relying
 * party asked for scoped keys, and forgets the reset's secrets.
 */
export function storeResetAccount(
  services: Pick<AppServices, 'accounts' | 'session' | 'sensitiveData'>,
  state: ResetState,
  response: AccountResetResponse,
  kB: Uint8Array,
  search: string,
): void {
  forgetReset(services.sensitiveData);
  if (!response.sessionToken) return;
  services.accounts.save({
    uid: response.uid,
    email: state.email,
    sessionToken: response.sessionToken,
    verified: response.verified,
    lastLogin: Date.now(),
    hasPassword: true,
    // The new password passed the breach check.
    passwordCompromised: false,
  });
  services.accounts.setCurrent(response.uid);
  if (response.verified) services.session.setSignedIn(true);
  if (wantsScopedKeys(search)) holdKb(services.sensitiveData, response.uid, bytesToHex(kB));
}

/** The flow's services, query and navigation, and the relying party's name in an OAuth flow. */
export function useResetFlow() {
  const services = useAppServices();
  const location = useLocation();
  const query = useQueryParams(BASE_QUERY);
  const { go, finish } = useFlowNavigation();
  const serviceName = useServiceName(query.clientId, isAuthorizationRequest(location.search));
  // `stretch` picks the key-stretching version for tests and rollouts, as at sign-up (SPEC §2.8, §9).
  const version = keyStretchVersion(query.stretch, services.config.featureFlags.keyStretchV2);
  return { services, location, query, go, finish, serviceName, version };
}

/**
 * The reset this page continues, or undefined after sending the page back to
 * /reset_password (with the address) when there is none: the page was
 * reloaded or opened on its own.
 */
export function useHeldReset(): ResetState | undefined {
  const { services, location, go } = useResetFlow();
  // Read once: the reset's end forgets it while this page is still shown.
  const [state] = useState(() => heldReset(services.sensitiveData));
  useEffect(() => {
    if (!state) go(PATHS.resetPassword, location.search);
  }, [state, go, location.search]);
  return state;
}

/** Follows the flow's links in place. */
export function useOnNavigate(): (href: string) => void {
  const navigate = useNavigate();
  return useCallback((href: string) => void navigate(href), [navigate]);
}

/**
 * What a page proving the second factor needs: the held reset, the way back
 * to the chooser when the account has one, and the step once the factor is
 * proved (the recovery key when chosen, else the new password).
 */
export function useSecondFactorStep() {
  const flow = useResetFlow();
  const state = useHeldReset();
  const onNavigate = useOnNavigate();
  const { go, location } = flow;
  const proved = useCallback(() => {
    if (state) go(nextAfterSecondFactor(state.useRecoveryKey));
  }, [go, state]);
  const choiceHref = state && nextAfterCode(state.paths) === PATHS.resetPasswordTotpRecoveryChoice ? `${PATHS.resetPasswordTotpRecoveryChoice}${location.search}` : undefined;
  return { ...flow, state, proved, choiceHref, onNavigate };
}
