// /signin_confirmed, /signin_verified and /complete_signin: the session is
// confirmed here or from the emailed link, and the person goes on.
// /signin_confirmed and /signin_verified say so only where the browser holds
// the confirmed session; elsewhere the neutral page. /complete_signin says
// what its link did.
import { useEffect, useRef, useState } from 'react';
import { NoOutcome, clientError, hasConfirmedSession, shownError, useCurrentAccount } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { VERIFICATION_QUERY, useQueryParams } from '../../../lib/query';
import { useSigninFlow } from '../flow';
import { SigninDonePage } from './SigninDonePage';

/** /complete_signin: the emailed link's `code` (a verification flow's, SPEC §2.8), read with the verification model, confirms the session here. */
export function CompleteSigninContainer() {
  const { code } = useQueryParams(VERIFICATION_QUERY);
  return <SigninDoneContainer fromLink code={code} />;
}

/** The session confirmed elsewhere, or here by the link's `code` when `fromLink`. */
export function SigninDoneContainer({ fromLink, code }: { fromLink: boolean; code?: string | undefined }) {
  const { services, finish } = useSigninFlow();
  const account = useCurrentAccount();
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
  // Confirmed elsewhere: only a browser holding the confirmed session says so.
  const [confirmedHere] = useState(() => hasConfirmedSession(services.accounts));
  if (!fromLink && !confirmedHere) return <NoOutcome />;
  return (
    <SigninDonePage
      status={state.status}
      {...(state.error ? { error: state.error } : {})}
      {...(signedInHere ? { onContinue: finish } : {})}
    />
  );
}
