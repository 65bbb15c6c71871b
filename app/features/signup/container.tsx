// Sign-up's data and navigation: the password is stretched in the browser,
// the account created through app/api, the emailed code confirmed. The
// password lives only in this page's state and is dropped once the account
// exists; the email travels in router state and in the query.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AuthClientError } from '../../api';
import type { SignUpInput } from '../../api';
import { useAppServices } from '../../lib/app';
import { useServiceName } from '../../lib/oauth';
import { BASE_QUERY, sameSitePath, useQueryParams } from '../../lib/query';
import { bytesToHex, createClientSalt, deriveCredentials, hexToBytes, keyStretchVersion, randomKb, wrapKb } from '../../lib/crypto';
import { CannotCreateAccountPage } from './CannotCreateAccountPage';
import { ConfirmSignupCodePage, MAX_RESENDS, SIGNUP_CODE_LENGTH } from './ConfirmSignupCodePage';
import type { SignupMessage } from './messages';
import { emailFromState, messageOfError } from './messages';
import { checkAge, confirmationProblem, loadCommonPasswords, newPasswordProblem } from './passwordRules';
import { SignupConfirmedPage } from './SignupConfirmedPage';
import { SignupPage } from './SignupPage';
import type { SignupFieldErrors, SignupFormValues } from './SignupPage';

/** The address confirmation codes are sent from. */
export const SENDER_EMAIL = 'accounts@localhost';

const INVALID_CODE_ERRNO = 183;
const EXPIRED_CODE_ERRNO = 153;

/** The sign-up request for a password: v1 always, v2 too when chosen (SPEC §9). */
export async function signUpCredentials(
  email: string,
  password: string,
  version: 1 | 2,
): Promise<Pick<SignUpInput, 'authPW' | 'wrapKb' | 'authPWVersion2' | 'wrapKbVersion2' | 'clientSalt'>> {
  const kB = randomKb();
  const v1 = await deriveCredentials(1, email, password);
  const credentials = { authPW: v1.authPW, wrapKb: bytesToHex(wrapKb(kB, hexToBytes(v1.unwrapBKey))) };
  if (version === 1) return credentials;
  const clientSalt = createClientSalt();
  const v2 = await deriveCredentials(2, email, password, clientSalt);
  return {
    ...credentials,
    authPWVersion2: v2.authPW,
    wrapKbVersion2: bytesToHex(wrapKb(kB, hexToBytes(v2.unwrapBKey))),
    clientSalt,
  };
}

function useFlowEmail(): string | undefined {
  const location = useLocation();
  const query = useQueryParams(BASE_QUERY);
  return emailFromState(location.state) ?? (query.email || undefined);
}

/** Back to the entry page with the query of the flow. */
function useBackToEntry(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const email = useFlowEmail();
  return () => void navigate({ pathname: '/', search: location.search }, { state: email ? { email } : null });
}

export function SignupContainer() {
  const { api, accounts, config, sensitiveData } = useAppServices();
  const location = useLocation();
  const navigate = useNavigate();
  const email = useFlowEmail();
  const stretch = new URLSearchParams(location.search).get('stretch');
  const [values, setValues] = useState<SignupFormValues>({ password: '', confirmation: '', age: '' });
  const [errors, setErrors] = useState<SignupFieldErrors>({});
  const [bannerError, setBannerError] = useState<SignupMessage>();
  const [stage, setStage] = useState<'idle' | 'stretching' | 'submitting'>('idle');
  const backToEntry = useBackToEntry();
  const serviceName = useServiceName(
    new URLSearchParams(location.search).get('client_id') ?? undefined,
    location.pathname.startsWith('/oauth/'),
  );

  useEffect(() => {
    if (!email) void navigate({ pathname: '/', search: location.search }, { replace: true });
  }, [email, navigate, location.search]);
  // Nothing sensitive outlives the page.
  useEffect(() => () => sensitiveData.clear('password'), [sensitiveData]);

  if (!email) return null;

  const onChange = (next: SignupFormValues) => {
    setErrors((current) => ({
      password: next.password === values.password ? current.password : undefined,
      confirmation: next.confirmation === values.confirmation && next.password === values.password ? current.confirmation : undefined,
      age: next.age === values.age ? current.age : undefined,
    }));
    setValues(next);
  };

  const onSubmit = async () => {
    if (stage !== 'idle') return;
    setBannerError(undefined);
    const common = await loadCommonPasswords().catch(() => new Set<string>());
    const found: SignupFieldErrors = {};
    const passwordErrno = newPasswordProblem(values.password, email, common);
    if (passwordErrno) found.password = { id: `auth-error-${passwordErrno}` };
    const confirmationErrno = confirmationProblem(values.password, values.confirmation);
    if (!passwordErrno && confirmationErrno) found.confirmation = { id: `auth-error-${confirmationErrno}` };
    const age = checkAge(values.age);
    if (age.kind === 'missing' || age.kind === 'invalid') found.age = { id: `auth-error-${age.errno}` };
    setErrors(found);
    if (found.password || found.confirmation || found.age) return;
    if (age.kind === 'too-young') {
      void navigate({ pathname: '/cannot_create_account', search: location.search });
      return;
    }
    try {
      setStage('stretching');
      const version = keyStretchVersion(stretch, config.featureFlags.keyStretchV2);
      const credentials = await signUpCredentials(email, values.password, version);
      setStage('submitting');
      const result = await api.signUp({
        email,
        ...credentials,
        options: { verificationMethod: 'email-otp', atLeast18AtReg: age.kind === 'ok' && age.age >= 18 },
      });
      const saved = accounts.save({
        uid: result.uid,
        sessionToken: result.sessionToken,
        email,
        verified: result.verified,
        lastLogin: Date.now(),
        ...(result.verificationMethod ? { verificationMethod: result.verificationMethod } : {}),
        ...(result.verificationReason ? { verificationReason: result.verificationReason } : {}),
      });
      accounts.setCurrent(saved.uid);
      setValues({ password: '', confirmation: '', age: '' });
      const search = location.search;
      void navigate({ pathname: result.verified ? '/signup_confirmed' : '/confirm_signup_code', search }, { state: { email } });
    } catch (error) {
      setBannerError(messageOfError(error));
    } finally {
      setStage('idle');
    }
  };

  return (
    <SignupPage
      email={email}
      values={values}
      onChange={onChange}
      onSubmit={() => void onSubmit()}
      onChangeEmail={backToEntry}
      stage={stage}
      errors={errors}
      bannerError={bannerError}
      serviceName={serviceName}
    />
  );
}

export function ConfirmSignupCodeContainer() {
  const { api, accounts, session } = useAppServices();
  const location = useLocation();
  const navigate = useNavigate();
  const account = accounts.current();
  const email = useFlowEmail() ?? account?.email;
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [codeError, setCodeError] = useState<SignupMessage>();
  const [expired, setExpired] = useState(false);
  const [bannerError, setBannerError] = useState<SignupMessage>();
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const [resends, setResends] = useState(0);
  const hasSession = Boolean(account?.sessionToken);

  useEffect(() => {
    if (!hasSession || !email) void navigate({ pathname: '/', search: location.search }, { replace: true });
  }, [hasSession, email, navigate, location.search]);

  if (!hasSession || !email) return null;

  const onSubmit = async () => {
    if (submitting) return;
    setBannerError(undefined);
    setResent(false);
    if (code.length !== SIGNUP_CODE_LENGTH) {
      setExpired(false);
      setCodeError({ id: 'auth-error-1060' });
      return;
    }
    setSubmitting(true);
    try {
      await api.sessionVerifyCode({ code });
      const current = accounts.current();
      if (current) accounts.save({ uid: current.uid, verified: true });
      // The confirmed session signs this browser in, whatever start-up decided before the account existed.
      session.setSignedIn(true);
      void navigate({ pathname: '/signup_confirmed', search: location.search }, { state: { email } });
    } catch (error) {
      if (error instanceof AuthClientError && error.errno === EXPIRED_CODE_ERRNO) {
        setCodeError(undefined);
        setExpired(true);
      } else if (error instanceof AuthClientError && error.errno === INVALID_CODE_ERRNO) {
        setExpired(false);
        setCodeError({ id: error.ftlId });
      } else {
        setBannerError(messageOfError(error));
      }
    } finally {
      setSubmitting(false);
    }
  };

  const onResend = async () => {
    if (resending || resends >= MAX_RESENDS) return;
    setBannerError(undefined);
    setResent(false);
    setResending(true);
    try {
      await api.sessionResendCode();
      setResends((count) => count + 1);
      setResent(true);
      setExpired(false);
      setCodeError(undefined);
    } catch (error) {
      setBannerError(messageOfError(error));
    } finally {
      setResending(false);
    }
  };

  return (
    <ConfirmSignupCodePage
      email={email}
      code={code}
      onCodeChange={(value) => {
        setCode(value);
        setCodeError(undefined);
      }}
      onSubmit={() => void onSubmit()}
      submitting={submitting}
      codeError={codeError}
      expired={expired}
      bannerError={bannerError}
      onResend={() => void onResend()}
      resending={resending}
      resent={resent}
      senderEmail={SENDER_EMAIL}
      resends={resends}
    />
  );
}

export function SignupConfirmedContainer({ variant = 'confirmed' }: { variant?: 'confirmed' | 'verified' }) {
  const navigate = useNavigate();
  const query = useQueryParams(BASE_QUERY);
  const redirectTo = sameSitePath(query.redirectTo) ?? '/settings';
  return <SignupConfirmedPage variant={variant} onContinue={() => void navigate(redirectTo)} />;
}

export function CannotCreateAccountContainer() {
  const backToEntry = useBackToEntry();
  return <CannotCreateAccountPage onBack={backToEntry} />;
}
