// /signin_confirmed, /signin_verified and /complete_signin: the session is
// confirmed here or from the emailed link, and the person goes on.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { clientError, shownError, useCurrentAccount } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { useSigninFlow } from '../flow';
import { SigninDonePage } from './SigninDonePage';

/** The link's confirmation code: `code` of /complete_signin, a parameter no query model of SPEC §3.8 lists. */
function useLinkCode(): string | null {
  const { search } = useLocation();
  return new URLSearchParams(search).get('code');
}

export function SigninDoneContainer({ fromLink }: { fromLink: boolean }) {
  const { services, finish } = useSigninFlow();
  const account = useCurrentAccount();
  const code = useLinkCode();
  const usable = Boolean(code && account?.sessionToken);
  const [state, setState] = useState<{ status: 'confirming' | 'confirmed' | 'failed'; error?: ShownError }>(() => {
    if (!fromLink) return { status: 'confirmed' };
    return usable ? { status: 'confirming' } : { status: 'failed', error: clientError('DAMAGED_VERIFICATION_LINK') };
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
