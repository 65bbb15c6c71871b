// /signin_unblock: the emailed unblock code lets a blocked password sign-in through.
import { useEffect, useState } from 'react';
import { ERRNO } from '../../../api';
import { clientError, codeStepState, isKnownCompromised, useCodeForm, searchWithEmail } from '../../../lib/flow';
import { PATHS } from '../../../lib/paths';
import { PASSWORD_KEY, signInWantsKeys, signInWithPassword, storeSignedInAccount, useSigninFlow } from '../flow';
import { replacesOwnSession } from '../../../lib/session';
import { nextAfterLogin } from '../rules';
import { SigninUnblockPage } from './SigninUnblockPage';

export function SigninUnblockContainer() {
  const { services, location, query, go, finish } = useSigninFlow();
  const email = query.email ?? '';
  // Read once: the password is cleared from memory as soon as the sign-in succeeds.
  const [password] = useState(() => services.sensitiveData.get<string>(PASSWORD_KEY));

  useEffect(() => {
    // The password lives in memory only: after a reload, sign in again.
    if (!email || password === undefined) go(PATHS.signin);
  }, [email, password, go]);

  const form = useCodeForm({
    ready: password !== undefined,
    check: (code) => (code.length === 8 ? undefined : clientError('UNBLOCK_CODE_REQUIRED')),
    async verify(code) {
      const result = await signInWithPassword(services.api, email, password ?? '', {
        unblockCode: code,
        keys: signInWantsKeys(services, location.search),
        replaceSession: replacesOwnSession(services),
      });
      const compromised = await isKnownCompromised(password ?? '', services.api);
      services.sensitiveData.clear(PASSWORD_KEY);
      storeSignedInAccount(services, result.email, result.response, location.search, result.unwrapBKey, compromised);
      const next = nextAfterLogin(result.response);
      if (next.to === 'done') finish();
      else go(next.to, searchWithEmail(location.search, result.email));
    },
    wrongCodeErrnos: [ERRNO.INVALID_UNBLOCK_CODE],
    resend: () => services.api.accountLoginSendUnblockCode(email),
  });

  return (
    <SigninUnblockPage
      {...codeStepState(form)}
      email={email}
      senderEmail={services.config.mailSender}
    />
  );
}
