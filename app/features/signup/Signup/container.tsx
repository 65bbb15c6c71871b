// /signup and /oauth/signup: a new password, its confirmation and the age
// question. The password is stretched in the browser and lives only in this
// page's state; it is dropped once the account exists.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppServices } from '../../../lib/app';
import { keyStretchVersion } from '../../../lib/crypto';
import { OUTCOME_STATE, checkNewPassword, clientError, holdKb, shownError, wantsScopedKeys } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { useRequestGate, useServiceName } from '../../../lib/oauth';
import { BASE_QUERY, useQueryParams } from '../../../lib/query';
import { useThirdPartyButtons } from '../../../lib/thirdParty';
import { holdSyncLogin, initialChoice, isBrowserSyncFlow, isDesktopSync, offeredEngines, offersChoice, sendSyncLogin, syncBrowser } from '../../../lib/sync';
import type { EngineChoice } from '../../../lib/sync';
import { signUpCredentials, useBackToEntry, useFlowEmail } from '../flow';
import { checkAge } from '../age';
import { SignupPage } from './SignupPage';
import type { SignupFieldErrors, SignupFormValues } from './SignupPage';

export function SignupContainer() {
  const { api, accounts, config, sensitiveData } = useAppServices();
  const location = useLocation();
  const navigate = useNavigate();
  const email = useFlowEmail();
  const thirdParty = useThirdPartyButtons();
  const [values, setValues] = useState<SignupFormValues>({ password: '', confirmation: '', age: '' });
  const [errors, setErrors] = useState<SignupFieldErrors>({});
  const [bannerError, setBannerError] = useState<ShownError>();
  const [stage, setStage] = useState<'idle' | 'stretching' | 'submitting'>('idle');
  const checking = useRef(false);
  const backToEntry = useBackToEntry();
  const query = useQueryParams(BASE_QUERY);
  const serviceName = useServiceName(query.clientId, location.pathname.startsWith('/oauth/'));
  const browserSync = isBrowserSyncFlow(location.search);
  const desktopSync = isDesktopSync(location.search);
  const [engines, setEngines] = useState<EngineChoice>();
  // Opened by its address with a service's request that can never succeed: refused before the account is made.
  const gate = useRequestGate();

  // The browser's sync sign-up offers what the browser can sync (SPEC §3.12).
  useEffect(() => {
    if (!browserSync) return undefined;
    let live = true;
    void syncBrowser()
      .status()
      .then((status) => {
        if (live && offersChoice(status?.capabilities, desktopSync)) setEngines(initialChoice(offeredEngines(status?.capabilities, desktopSync)));
      });
    return () => {
      live = false;
    };
  }, [browserSync, desktopSync]);

  useEffect(() => {
    if (!email) void navigate({ pathname: '/', search: location.search }, { replace: true });
  }, [email, navigate, location.search]);
  // Nothing sensitive outlives the page.
  useEffect(() => () => sensitiveData.clear('password'), [sensitiveData]);

  if (gate) return gate;
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
    // The breach check asks the server: a second press meanwhile starts nothing.
    if (stage !== 'idle' || checking.current) return;
    setBannerError(undefined);
    checking.current = true;
    const found: SignupFieldErrors = await checkNewPassword(values, email, api).finally(() => (checking.current = false));
    const age = checkAge(values.age);
    if (age.kind === 'missing' || age.kind === 'invalid') found.age = clientError(age.error);
    setErrors(found);
    if (found.password || found.confirmation || found.age) return;
    if (age.kind === 'too-young') {
      void navigate({ pathname: '/cannot_create_account', search: location.search }, { state: OUTCOME_STATE });
      return;
    }
    try {
      setStage('stretching');
      // `stretch` picks the key-stretching version for tests and rollouts (SPEC §2.8, §9).
      const version = keyStretchVersion(query.stretch, config.featureFlags.keyStretchV2);
      const credentials = await signUpCredentials(email, values.password, version);
      setStage('submitting');
      const result = await api.signUp({
        email,
        ...credentials.request,
        options: {
          verificationMethod: 'email-otp',
          atLeast18AtReg: age.kind === 'ok' && age.age >= 18,
          // The browser's sync gets its keys through a key-fetch token.
          ...(browserSync ? { service: 'sync', keys: true } : {}),
        },
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
      // A relying party asked for scoped keys: kB stays in memory for /authorization.
      if (wantsScopedKeys(location.search)) holdKb(sensitiveData, saved.uid, credentials.kB);
      // The browser's sync sign-up: what the login message carries once the account is confirmed.
      if (browserSync) {
        holdSyncLogin(sensitiveData, {
          uid: saved.uid,
          ...(result.keyFetchToken ? { keyFetchToken: result.keyFetchToken, unwrapBKey: credentials.unwrapBKey } : {}),
          ...(engines ? { engines } : {}),
        });
      }
      setValues({ password: '', confirmation: '', age: '' });
      const search = location.search;
      // An account confirmed at once (no code asked) tells the browser now.
      if (browserSync && result.verified) await sendSyncLogin(syncBrowser(), sensitiveData, { uid: saved.uid, email, sessionToken: result.sessionToken, verified: true });
      void navigate({ pathname: result.verified ? (browserSync ? '/signup_confirmed_sync' : '/signup_confirmed') : '/confirm_signup_code', search }, { state: { email } });
    } catch (error) {
      setBannerError(shownError(error));
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
      thirdParty={thirdParty}
      {...(engines ? { syncEngines: { choice: engines, onChange: (engine: string, selected: boolean) => setEngines((current) => ({ ...current, [engine]: selected })) } } : {})}
    />
  );
}
