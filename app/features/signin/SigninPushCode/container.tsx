// /signin_push_code: the session is confirmed from another device. No
// operation sends the notification itself; the page asks the session's
// state every verification poll (SPEC §9) and finishes the sign-in once it
// is confirmed, whatever confirmed it. 'Use a code from email' sends the
// emailed code and goes to its page.
import { useEffect, useState } from 'react';
import { shownError } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { PATHS } from '../../../routes/paths';
import { useConfirmStep } from '../flow';
import { SigninPushCodePage } from './SigninPushCodePage';

/** How often the session's state is asked (SPEC §9, verification poll). */
export const VERIFICATION_POLL_MS = 4000;

export function SigninPushCodeContainer() {
  const { services, account, ready, confirmed, go, location } = useConfirmStep();
  const [sendingCode, setSendingCode] = useState(false);
  const [bannerError, setBannerError] = useState<ShownError>();

  useEffect(() => {
    if (!ready) return undefined;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      services.api.sessionStatus().then(
        (status) => {
          if (!live) return;
          if (status.state === 'verified') confirmed();
          else timer = setTimeout(ask, VERIFICATION_POLL_MS);
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
  }, [ready, services.api, confirmed]);

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
  return <SigninPushCodePage email={account?.email ?? ''} sendingCode={sendingCode} bannerError={bannerError} onUseEmailCode={() => void sendEmailCode()} />;
}
