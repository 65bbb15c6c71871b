// The sign-in flow's containers: each owns its page's data and server calls
// (through app/api) and decides where the flow goes next; the pages they
// render are pure.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Api, LoginResponse } from '../../api';
import { useAppServices } from '../../lib/app';
import type { AppServices } from '../../lib/app';
import { deriveCredentials } from '../../lib/crypto';
import { useServiceName } from '../../lib/oauth';
import { selectAccountFromQuery } from '../../lib/storage';
import type { StoredAccount } from '../../lib/storage';
import { PATHS } from '../../routes/paths';
import { SIGNIN_ERRNO, finishTarget, isExpiredCode, loginFailure, nextAfterLogin, shownError } from './decisions';
import type { ShownError } from './decisions';
import { SigninBouncedPage } from './SigninBouncedPage';
import { SigninDonePage } from './SigninDonePage';
import { SigninPage } from './SigninPage';
import { SigninRecoveryChoicePage } from './SigninRecoveryChoicePage';
import type { RecoveryChoice } from './SigninRecoveryChoicePage';
import { SigninRecoveryCodePage } from './SigninRecoveryCodePage';
import { SigninRecoveryPhonePage } from './SigninRecoveryPhonePage';
import { SigninTokenCodePage } from './SigninTokenCodePage';
import { SigninTotpCodePage } from './SigninTotpCodePage';
import { SigninUnblockPage } from './SigninUnblockPage';
import { useCodeForm } from './useCodeForm';

// ---------------------------------------------------------------------------
// Shared steps

export interface PasswordSignInOptions {
  unblockCode?: string;
  service?: string;
  /** Called once the password has been stretched, before the server is asked. */
  onStretched?: () => void;
}

/**
 * Signs in with a password: asks which key-stretch versions the account has,
 * derives authPW with the newest (v2 with its clientSalt, otherwise v1 salted
 * with the address), and retries once with the registered address when the
 * server answers 'Incorrect email case' (120).
 */
export async function signInWithPassword(
  api: Pick<Api, 'accountCredentialsStatus' | 'accountLogin'>,
  email: string,
  password: string,
  options: PasswordSignInOptions = {},
): Promise<{ response: LoginResponse; email: string }> {
  let hashEmail = email;
  let retried = false;
  for (;;) {
    try {
      const status = await api.accountCredentialsStatus(hashEmail);
      const credentials =
        status.currentVersion === 'v2' && status.clientSalt
          ? await deriveCredentials(2, hashEmail, password, status.clientSalt)
          : await deriveCredentials(1, hashEmail, password);
      options.onStretched?.();
      const response = await api.accountLogin({
        email: hashEmail,
        authPW: credentials.authPW,
        reason: 'signin',
        ...(hashEmail !== email ? { originalLoginEmail: email } : {}),
        ...(options.unblockCode ? { unblockCode: options.unblockCode } : {}),
        ...(options.service ? { service: options.service } : {}),
      });
      return { response, email: hashEmail };
    } catch (error) {
      const failure = loginFailure(error, retried);
      if (failure.action !== 'retry-with-email') throw error;
      hashEmail = failure.email;
      retried = true;
    }
  }
}

/** Stores the new session as the current account (SPEC §3.4); the password is never stored. */
export function storeSignedInAccount(services: Pick<AppServices, 'accounts' | 'session'>, email: string, response: LoginResponse): StoredAccount {
  const account = services.accounts.save({
    uid: response.uid,
    email,
    sessionToken: response.sessionToken,
    verified: response.sessionVerified,
    lastLogin: Date.now(),
    metricsEnabled: response.metricsEnabled,
    hasPassword: true,
    ...(response.verificationMethod ? { verificationMethod: response.verificationMethod } : {}),
    ...(response.verificationReason ? { verificationReason: response.verificationReason } : {}),
  });
  services.accounts.setCurrent(response.uid);
  if (response.sessionVerified) services.session.setSignedIn(true);
  return account;
}

/** A search string with `email` set (so the address survives Back, forward and reloads). */
export function searchWithEmail(search: string, email: string): string {
  const params = new URLSearchParams(search);
  params.set('email', email);
  return `?${params.toString()}`;
}

/** A search string without the parameters that pick an account, for 'Use a different account'. */
export function searchWithoutAccount(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('email');
  params.delete('uid');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

const SERVICE_PARAM = 'service';
const PASSWORD = 'password';

function useFlow() {
  const services = useAppServices();
  const location = useLocation();
  const navigate = useNavigate();
  const go = useCallback(
    (path: string, search = location.search) => {
      void navigate(`${path}${search}`);
    },
    [navigate, location.search],
  );
  const finish = useCallback(() => {
    services.sensitiveData.clear(PASSWORD);
    void navigate(finishTarget(location.search), { replace: true });
  }, [navigate, location.search, services.sensitiveData]);
  return { services, location, navigate, go, finish };
}

/** The stored account the page is about: the `uid` query parameter's, or the current one. */
function useCurrentAccount(): StoredAccount | undefined {
  const { accounts } = useAppServices();
  const { search } = useLocation();
  const [account] = useState(() => selectAccountFromQuery(accounts, search));
  return account;
}

/** Marks the current session confirmed and finishes the sign-in. */
function useConfirmed(): () => void {
  const { services, finish } = useFlow();
  return useCallback(() => {
    const account = services.accounts.current();
    if (account) services.accounts.save({ uid: account.uid, verified: true });
    services.session.setSignedIn(true);
    finish();
  }, [services, finish]);
}

/** Sends the page to /signin when there is no session to confirm. */
function useRequireSession(account: StoredAccount | undefined): boolean {
  const { go } = useFlow();
  const missing = !account?.sessionToken;
  useEffect(() => {
    if (missing) go(PATHS.signin);
  }, [missing, go]);
  return !missing;
}

/**
 * 'Use a different account': back to the entry page without the address or
 * uid. Stored accounts stay, so `uid` can still pick them; the browser is no
 * longer treated as signed in until the next sign-in.
 */
function useUseDifferentAccount(): () => void {
  const { services, location, go } = useFlow();
  return useCallback(() => {
    services.sensitiveData.clear(PASSWORD);
    services.session.setSignedIn(false);
    go(PATHS.root, searchWithoutAccount(location.search));
  }, [services, location.search, go]);
}


// ---------------------------------------------------------------------------
// /signin and /force_auth

export function SigninContainer({ variant }: { variant: 'signin' | 'force-auth' }) {
  const { services, location, go, finish } = useFlow();
  const account = useCurrentAccount();
  const params = new URLSearchParams(location.search);
  const email = params.get('email') ?? (variant === 'signin' ? account?.email : undefined) ?? '';
  const service = params.get(SERVICE_PARAM) ?? undefined;
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<'idle' | 'stretching' | 'submitting'>('idle');
  const [passwordError, setPasswordError] = useState<ShownError>();
  const [bannerError, setBannerError] = useState<ShownError>();

  const useDifferentAccount = useUseDifferentAccount();
  const serviceName = useServiceName(params.get('client_id') ?? undefined, location.pathname.startsWith('/oauth/'));

  useEffect(() => {
    if (!email) go(PATHS.root, searchWithoutAccount(location.search));
  }, [email, go, location.search]);

  const submit = async () => {
    if (status !== 'idle') return;
    setBannerError(undefined);
    if (password === '') {
      setPasswordError({ ftlId: 'auth-error-1010' });
      return;
    }
    setPasswordError(undefined);
    setStatus('stretching');
    try {
      const result = await signInWithPassword(services.api, email, password, {
        ...(service ? { service } : {}),
        onStretched: () => setStatus('submitting'),
      });
      storeSignedInAccount(services, result.email, result.response);
      setPassword('');
      const next = nextAfterLogin(result.response);
      if (next.to === 'done') finish();
      else go(next.to, searchWithEmail(location.search, result.email));
    } catch (error) {
      const failure = loginFailure(error, true);
      if (failure.action === 'unblock') {
        try {
          await services.api.accountLoginSendUnblockCode(email);
          services.sensitiveData.set(PASSWORD, password);
          go(PATHS.signinUnblock, searchWithEmail(location.search, email));
          return;
        } catch (sendError) {
          setBannerError(shownError(sendError));
        }
      } else if (failure.action === 'show' && failure.where === 'password') {
        setPasswordError(failure.error);
      } else if (failure.action === 'show') {
        setBannerError(failure.error);
      }
      setStatus('idle');
    }
  };

  return (
    <SigninPage
      variant={variant}
      email={email}
      password={password}
      onPasswordChange={setPassword}
      status={status}
      passwordError={passwordError}
      bannerError={bannerError}
      onSubmit={() => void submit()}
      onUseDifferentAccount={useDifferentAccount}
      resetPasswordHref={`${PATHS.resetPassword}${searchWithEmail(location.search, email)}`}
      serviceName={serviceName}
    />
  );
}

// ---------------------------------------------------------------------------
// /signin_unblock

export function SigninUnblockContainer() {
  const { services, location, go, finish } = useFlow();
  const email = new URLSearchParams(location.search).get('email') ?? '';
  // Read once: the password is cleared from memory as soon as the sign-in succeeds.
  const [password] = useState(() => services.sensitiveData.get<string>(PASSWORD));

  useEffect(() => {
    // The password lives in memory only: after a reload, sign in again.
    if (!email || password === undefined) go(PATHS.signin);
  }, [email, password, go]);

  const form = useCodeForm({
    ready: password !== undefined,
    check: (code) => (code.length === 8 ? undefined : { ftlId: 'auth-error-1043' }),
    async verify(code) {
      const result = await signInWithPassword(services.api, email, password ?? '', { unblockCode: code });
      services.sensitiveData.clear(PASSWORD);
      storeSignedInAccount(services, result.email, result.response);
      const next = nextAfterLogin(result.response);
      if (next.to === 'done') finish();
      else go(next.to, searchWithEmail(location.search, result.email));
    },
    wrongCodeErrnos: [SIGNIN_ERRNO.invalidUnblockCode],
    resend: () => services.api.accountLoginSendUnblockCode(email),
  });

  return (
    <SigninUnblockPage
      email={email}
      code={form.code}
      onCodeChange={form.setCode}
      codeError={form.codeError}
      bannerError={form.bannerError}
      submitting={form.submitting}
      resendStatus={form.resendStatus}
      onSubmit={() => void form.submit()}
      onResend={() => void form.resend()}
    />
  );
}

// ---------------------------------------------------------------------------
// /signin_token_code

export function SigninTokenCodeContainer() {
  const { services } = useFlow();
  const account = useCurrentAccount();
  const ready = useRequireSession(account);
  const confirmed = useConfirmed();
  const [expired, setExpired] = useState(false);
  const form = useCodeForm({
    ready,
    check: (code) => (code.length === 6 ? undefined : { ftlId: 'auth-error-1060' }),
    async verify(code) {
      await services.api.sessionVerifyCode({ code });
      confirmed();
    },
    wrongCodeErrnos: [SIGNIN_ERRNO.invalidExpiredCode, SIGNIN_ERRNO.invalidVerificationCode],
    // An expired code is said under the field, and the page offers a new one in place.
    handleFailure(error, setCodeError) {
      if (!isExpiredCode(error)) return false;
      setExpired(true);
      setCodeError(shownError(error));
      return true;
    },
    resend: () => services.api.sessionResendCode(),
    onResent(setCodeError) {
      setExpired(false);
      setCodeError(undefined);
    },
  });

  return (
    <SigninTokenCodePage
      email={account?.email ?? ''}
      code={form.code}
      onCodeChange={form.setCode}
      codeError={form.codeError}
      bannerError={form.bannerError}
      expired={expired}
      submitting={form.submitting}
      resendStatus={form.resendStatus}
      onSubmit={() => void form.submit()}
      onResend={() => void form.resend()}
    />
  );
}

// ---------------------------------------------------------------------------
// /signin_totp_code

export function SigninTotpCodeContainer() {
  const { services, location, navigate } = useFlow();
  const account = useCurrentAccount();
  const ready = useRequireSession(account);
  const confirmed = useConfirmed();
  const form = useCodeForm({
    ready,
    check: (code) => (code.length === 6 ? undefined : { ftlId: 'auth-error-1053' }),
    async verify(code) {
      await services.api.sessionVerifyTotp(code);
      services.accounts.save({ uid: account?.uid ?? '', totpVerified: true });
      confirmed();
    },
    wrongCodeErrnos: [SIGNIN_ERRNO.invalidExpiredCode],
    wrongCodeShownAs: { ftlId: 'auth-error-1054' },
  });

  return (
    <SigninTotpCodePage
      code={form.code}
      onCodeChange={form.setCode}
      codeError={form.codeError}
      bannerError={form.bannerError}
      submitting={form.submitting}
      onSubmit={() => void form.submit()}
      troubleHref={`${PATHS.signinRecoveryChoice}${location.search}`}
      onNavigate={(href) => void navigate(href)}
    />
  );
}

// ---------------------------------------------------------------------------
// /signin_recovery_choice and /signin_recovery_phone

/** The last four digits of a (masked) phone number. */
export function lastDigits(phoneNumber: string | undefined): string | undefined {
  const digits = (phoneNumber ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : undefined;
}

/** The account's recovery phone, once read: `loaded` turns true when the answer (or an error) is in. */
function useRecoveryPhone(enabled: boolean): { loaded: boolean; maskedPhone?: string; error?: ShownError } {
  const { api } = useAppServices();
  const [state, setState] = useState<{ loaded: boolean; maskedPhone?: string; error?: ShownError }>({ loaded: false });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    api.recoveryPhoneStatus().then(
      (status) => {
        const maskedPhone = status.exists ? lastDigits(status.phoneNumber) : undefined;
        if (live) setState(maskedPhone ? { loaded: true, maskedPhone } : { loaded: true });
      },
      (error: unknown) => {
        if (live) setState({ loaded: true, error: shownError(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [api, enabled]);
  return state;
}

export function SigninRecoveryChoiceContainer() {
  const { services, go } = useFlow();
  const account = useCurrentAccount();
  const ready = useRequireSession(account);
  const phone = useRecoveryPhone(ready);
  const [choice, setChoice] = useState<RecoveryChoice | undefined>();
  const [bannerError, setBannerError] = useState<ShownError>();
  const [submitting, setSubmitting] = useState(false);
  const current: RecoveryChoice = choice ?? (phone.maskedPhone ? 'phone' : 'code');

  const submit = async () => {
    if (submitting || !phone.loaded) return;
    setBannerError(undefined);
    if (current === 'code') {
      go(PATHS.signinRecoveryCode);
      return;
    }
    setSubmitting(true);
    try {
      await services.api.recoveryPhoneSigninSendCode();
      go(PATHS.signinRecoveryPhone);
    } catch (error) {
      setBannerError(shownError(error));
      setSubmitting(false);
    }
  };

  return (
    <SigninRecoveryChoicePage
      {...(phone.maskedPhone ? { maskedPhone: phone.maskedPhone } : {})}
      choice={current}
      onChoiceChange={setChoice}
      bannerError={bannerError ?? phone.error}
      // Until the page knows whether the phone is offered, the options and Continue wait: an
      // early press would take the backup code without the person having chosen it.
      reading={!phone.loaded}
      submitting={submitting}
      onSubmit={() => void submit()}
    />
  );
}

export function SigninRecoveryPhoneContainer() {
  const { services, location, navigate } = useFlow();
  const account = useCurrentAccount();
  const ready = useRequireSession(account);
  const phone = useRecoveryPhone(ready);
  const confirmed = useConfirmed();
  const form = useCodeForm({
    ready,
    check: (code) => (code.length === 6 ? undefined : { ftlId: 'auth-error-1060' }),
    async verify(code) {
      await services.api.recoveryPhoneSigninConfirm(code);
      confirmed();
    },
    wrongCodeErrnos: [SIGNIN_ERRNO.invalidExpiredCode],
    resend: () => services.api.recoveryPhoneSigninSendCode(),
  });

  return (
    <SigninRecoveryPhonePage
      maskedPhone={phone.maskedPhone ?? ''}
      code={form.code}
      onCodeChange={form.setCode}
      codeError={form.codeError}
      bannerError={form.bannerError ?? phone.error}
      submitting={form.submitting}
      resendStatus={form.resendStatus}
      onSubmit={() => void form.submit()}
      onResend={() => void form.resend()}
      choiceHref={`${PATHS.signinRecoveryChoice}${location.search}`}
      onNavigate={(href) => void navigate(href)}
    />
  );
}

// ---------------------------------------------------------------------------
// /signin_recovery_code

export function SigninRecoveryCodeContainer() {
  const { services, location, navigate } = useFlow();
  const account = useCurrentAccount();
  const ready = useRequireSession(account);
  const confirmed = useConfirmed();
  const form = useCodeForm({
    ready,
    check: (code) => (code.length >= 8 ? undefined : { ftlId: code === '' ? 'auth-error-1055' : 'auth-error-1056' }),
    async verify(code) {
      await services.api.sessionVerifyRecoveryCode(code);
      confirmed();
    },
    wrongCodeErrnos: [SIGNIN_ERRNO.backupCodeNotFound, SIGNIN_ERRNO.invalidExpiredCode],
    wrongCodeShownAs: { ftlId: 'auth-error-1056' },
  });

  return (
    <SigninRecoveryCodePage
      code={form.code}
      onCodeChange={form.setCode}
      codeError={form.codeError}
      bannerError={form.bannerError}
      submitting={form.submitting}
      onSubmit={() => void form.submit()}
      choiceHref={`${PATHS.signinRecoveryChoice}${location.search}`}
      onNavigate={(href) => void navigate(href)}
    />
  );
}

// ---------------------------------------------------------------------------
// /signin_bounced

export function SigninBouncedContainer() {
  const { location } = useFlow();
  const useDifferentAccount = useUseDifferentAccount();
  const account = useCurrentAccount();
  const email = new URLSearchParams(location.search).get('email') ?? account?.email ?? '';
  return <SigninBouncedPage email={email} onUseDifferentAccount={useDifferentAccount} />;
}

// ---------------------------------------------------------------------------
// /signin_confirmed, /signin_verified, /complete_signin

export function SigninDoneContainer({ fromLink }: { fromLink: boolean }) {
  const { services, location, finish } = useFlow();
  const account = useCurrentAccount();
  const code = new URLSearchParams(location.search).get('code');
  const usable = Boolean(code && account?.sessionToken);
  const [state, setState] = useState<{ status: 'confirming' | 'confirmed' | 'failed'; error?: ShownError }>(() => {
    if (!fromLink) return { status: 'confirmed' };
    return usable ? { status: 'confirming' } : { status: 'failed', error: { ftlId: 'auth-error-1026' } };
  });
  const started = useRef(false);

  useEffect(() => {
    if (!fromLink || !usable || !code || !account || started.current) return;
    started.current = true;
    services.api.sessionVerifyCode({ code }).then(
      () => {
        services.accounts.save({ uid: account.uid, verified: true });
        services.session.setSignedIn(true);
        setState({ status: 'confirmed' });
      },
      (error: unknown) => setState({ status: 'failed', error: shownError(error) }),
    );
  }, [fromLink, usable, code, account, services]);

  const signedInHere = state.status === 'confirmed' && Boolean(services.accounts.current()?.sessionToken);
  return (
    <SigninDonePage
      status={state.status}
      {...(state.error ? { error: state.error } : {})}
      {...(signedInHere ? { onContinue: finish } : {})}
    />
  );
}
