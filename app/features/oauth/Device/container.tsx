// /device: the verification page of the device authorization grant (RFC
// 8628 §3.3). Without a session here the person signs in first and comes
// back to this very address. The code typed (or filled in from the device's
// link, which the person still confirms with Continue) is read by the server,
// which says which service asks for what; Allow or Deny answers it once.
// A code that is unknown, expired or already answered is said under the
// field, which keeps what was typed; too many wrong codes are refused with
// the wait, in a banner.
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import type { DeviceAuthorizationDetails } from '../../../api';
import { useAppServices } from '../../../lib/app';
import { ERRNO, hasErrno, shownError, useCurrentAccount, useRequireSession } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { PATHS } from '../../../lib/paths';
import { VERIFICATION_QUERY, useQueryParams } from '../../../lib/query';
import { permissionsOf } from '../flow';
import { DevicePage, USER_CODE_LENGTH } from './DevicePage';

/** A code as the field keeps it: letters only, upper case, at most eight. */
export function typedUserCode(text: string | undefined): string {
  return (text ?? '')
    .replace(/[\s-]/g, '')
    .toUpperCase()
    .slice(0, USER_CODE_LENGTH);
}

const INVALID_CODE: ShownError = { ftlId: 'device-code-invalid' };

type View =
  | { status: 'enter'; submitting: boolean; codeError?: ShownError; bannerError?: ShownError }
  /** `email` and `uid`: the account the consent names, which is the one an answer may be sent for. */
  | { status: 'consent'; details: DeviceAuthorizationDetails; uid: string; email: string; busy?: 'allow' | 'deny'; error?: ShownError }
  | { status: 'approved' | 'denied'; serviceName: string };

export function DeviceContainer() {
  const { api, accounts } = useAppServices();
  const location = useLocation();
  const query = useQueryParams(VERIFICATION_QUERY);
  const account = useCurrentAccount();
  // Nobody signed in here: sign in first, then come back to this very address (with its code).
  const signedIn = useRequireSession(account, PATHS.root, `?redirect_to=${encodeURIComponent(location.pathname + location.search)}`);
  const [code, setCode] = useState(() => typedUserCode(query.userCode));
  const [view, setView] = useState<View>({ status: 'enter', submitting: false });

  /** A failure of the code: under the field for a wrong one, in the banner for anything else (the wait included). */
  const codeFailure = useCallback((error: unknown): View => {
    if (hasErrno(error, ERRNO.INVALID_EXPIRED_OTP_CODE)) return { status: 'enter', submitting: false, codeError: INVALID_CODE };
    return { status: 'enter', submitting: false, bannerError: shownError(error) };
  }, []);

  /** The consent for `userCode` as the account signed in now, which it names. */
  const consentFor = useCallback(
    async (userCode: string): Promise<View> => {
      const signedIn = accounts.current();
      try {
        const details = await api.sessionDeviceAuthorization(userCode);
        return { status: 'consent', details, uid: signedIn?.uid ?? '', email: signedIn?.email ?? '' };
      } catch (error) {
        return codeFailure(error);
      }
    },
    [api, accounts, codeFailure],
  );

  const submit = useCallback(async () => {
    if (view.status !== 'enter' || view.submitting) return;
    if (code.length !== USER_CODE_LENGTH) {
      setView({ status: 'enter', submitting: false, codeError: INVALID_CODE });
      return;
    }
    setView({ status: 'enter', submitting: true });
    setView(await consentFor(code));
  }, [code, view, consentFor]);

  const answer = useCallback(
    async (approve: boolean) => {
      if (view.status !== 'consent' || view.busy) return;
      // Another account signed in here (in another tab) since the consent was shown: nothing is
      // answered for it unasked; the consent is shown again, naming the account it would be for.
      if (accounts.current()?.uid !== view.uid) {
        setView(await consentFor(view.details.userCode));
        return;
      }
      setView({ ...view, busy: approve ? 'allow' : 'deny', error: undefined });
      try {
        await api.sessionDeviceAuthorizationAnswer(view.details.userCode, approve);
        setView({ status: approve ? 'approved' : 'denied', serviceName: view.details.serviceName });
      } catch (error) {
        // The code expired (or was answered elsewhere) while the person read: back to the field, the code kept.
        if (hasErrno(error, ERRNO.INVALID_EXPIRED_OTP_CODE) || hasErrno(error, ERRNO.THROTTLED)) setView(codeFailure(error));
        else setView({ ...view, busy: undefined, error: shownError(error) });
      }
    },
    [api, accounts, view, codeFailure, consentFor],
  );

  if (!signedIn) return null;
  switch (view.status) {
    case 'enter':
      return (
        <DevicePage
          status="enter"
          code={code}
          onCodeChange={(next) => {
            setCode(typedUserCode(next));
            if (view.codeError || view.bannerError) setView({ status: 'enter', submitting: false });
          }}
          codeError={view.codeError}
          bannerError={view.bannerError}
          submitting={view.submitting}
          onSubmit={() => void submit()}
        />
      );
    case 'consent':
      return (
        <DevicePage
          status="consent"
          serviceName={view.details.serviceName}
          email={view.email}
          userCode={view.details.userCode}
          permissions={permissionsOf(view.details.scope, true)}
          busy={view.busy}
          error={view.error}
          onAllow={() => void answer(true)}
          onDeny={() => void answer(false)}
        />
      );
    default:
      return <DevicePage status={view.status} serviceName={view.serviceName} />;
  }
}
