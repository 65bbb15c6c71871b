// /signin_push_code: the session is confirmed from another device. The page
// asks the session's state every verification poll (SPEC §9) and finishes
// the sign-in once it is confirmed, whatever confirmed it. The first answer
// that the session still waits sends the notification to the account's
// other signed-in devices (POST /v1/session/verify/send_push); 'Send the
// notification again' sends it once more. With no other device to ask, the
// page says so and leaves the emailed code. 'Use a code sent to your email'
// sends the emailed code and goes to its page.
import { useCallback, useEffect, useRef, useState } from 'react';
import { shownError } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { PATHS } from '../../../lib/paths';
import { useConfirmStep } from '../flow';
import { SigninPushCodePage } from './SigninPushCodePage';
import type { PushSendState } from './SigninPushCodePage';

/** How often the session's state is asked (SPEC §9, verification poll). */
export const VERIFICATION_POLL_MS = 4000;

export function SigninPushCodeContainer() {
  const { services, account, ready, confirmed, go, location } = useConfirmStep();
  const [push, setPush] = useState<PushSendState>('sending');
  const [sendingCode, setSendingCode] = useState(false);
  const [bannerError, setBannerError] = useState<ShownError>();
  const sendingPush = useRef(false);
  const sentOnce = useRef(false);

  const sendPush = useCallback(
    async (again: boolean) => {
      if (sendingPush.current) return;
      sendingPush.current = true;
      setBannerError(undefined);
      setPush('sending');
      try {
        const { devices } = await services.api.sessionSendPush();
        setPush(devices === 0 ? 'no-devices' : again ? 'resent' : 'sent');
      } catch (error) {
        setBannerError(shownError(error));
        setPush('sent');
      } finally {
        sendingPush.current = false;
      }
    },
    [services.api],
  );

  useEffect(() => {
    if (!ready) return undefined;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      services.api.sessionStatus().then(
        (status) => {
          if (!live) return;
          if (status.state === 'verified') {
            confirmed();
            return;
          }
          if (!sentOnce.current) {
            sentOnce.current = true;
            void sendPush(false);
          }
          timer = setTimeout(ask, VERIFICATION_POLL_MS);
        },
        () => {
          if (live) timer = setTimeout(ask, VERIFICATION_POLL_MS);
        },
      );
    };
    ask();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [ready, services.api, confirmed, sendPush]);

  const sendEmailCode = async () => {
    if (sendingCode) return;
    setBannerError(undefined);
    setSendingCode(true);
    try {
      await services.api.sessionResendCode();
      go(PATHS.signinTokenCode, location.search);
    } catch (error) {
      setBannerError(shownError(error));
      setSendingCode(false);
    }
  };

  if (!ready) return null;
  return (
    <SigninPushCodePage
      email={account?.email ?? ''}
      push={push}
      sendingCode={sendingCode}
      bannerError={bannerError}
      onResend={() => void sendPush(true)}
      onUseEmailCode={() => void sendEmailCode()}
    />
  );
}
