// Step-up for sensitive changes (SPEC §3.11, §6). A change asks for the
// short-lived JWT of its scope: a cached one (per session token and scope)
// that has not expired is used at once; otherwise the dialog asks for the
// code we email, and the change goes on with the new JWT once the code is
// right. The code and its JWT are for every scope of the area at once
// (SETTINGS_STEP_UP_SCOPES): the JWT is cached under each scope it carries,
// so one confirmation lets the person make every sensitive change of the
// area, on any of its pages, while it lasts (ten minutes). A server that still says 'Missing or expired jwt.' drops the cached
// token and asks once more; 'Missing parent session token.' (or no session in
// this browser) is an ended session, which sends the person to sign in.
// An account with a passkey may answer with it instead, in a browser that
// can: the server's step-up options, the browser's ceremony, and the same
// JWT for every scope of the area.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { AuthClientError, ERRNO } from '../../../api';
import type { MfaOperationScope } from '../../../api';
import { useAppServices } from '../../../lib/app';
import { clientError, shownError, useCodeForm } from '../../../lib/flow';
import { answerWithPasskey, ceremonyMessageId, passkeysSupported, passkeysUsableHere } from '../../../lib/passkeys';
import { isMissingJwtError, useSettingsData } from '../data';
import { StepUpDialog } from './StepUpDialog';

export type StepUpScope = MfaOperationScope;

/** Every scope the settings area's changes need: one step-up asks for them all. */
export const SETTINGS_STEP_UP_SCOPES: readonly StepUpScope[] = ['email', 'password', '2fa', 'recovery_key'];

/** The server's word, and ours, for a step-up asked without a session (SPEC §6). */
export const MISSING_PARENT_SESSION_MESSAGE = 'Missing parent session token.';

/** The person closed the dialog: the change was not sent. */
export class StepUpCancelled extends Error {
  override readonly name = 'StepUpCancelled';
}

export function isStepUpCancelled(error: unknown): error is StepUpCancelled {
  return error instanceof StepUpCancelled;
}

export interface StepUp {
  /**
   * Runs `change` with a live JWT for `scope`, asking for an emailed code first when there is
   * none. Rejects with StepUpCancelled when the person cancels, and with the change's own error
   * otherwise.
   */
  run<T>(scope: StepUpScope, change: (jwt: string) => Promise<T>): Promise<T>;
}

const StepUpContext = createContext<StepUp | null>(null);

export function useStepUp(): StepUp {
  const stepUp = useContext(StepUpContext);
  if (!stepUp) throw new Error('useStepUp must be used inside the settings area');
  return stepUp;
}

interface Pending {
  scope: StepUpScope;
  sessionToken: string;
  resolve: (jwt: string | undefined) => void;
  /** Each request mounts a fresh form. */
  id: number;
}

function missingParentSession(): AuthClientError {
  return new AuthClientError('server', ERRNO.INVALID_TOKEN, { message: MISSING_PARENT_SESSION_MESSAGE, status: 401 });
}

export function StepUpProvider({ children }: { children: ReactNode }) {
  const { accounts, mfaTokens } = useAppServices();
  const [pending, setPending] = useState<Pending>();
  const count = useRef(0);

  const token = useCallback(
    (scope: StepUpScope): Promise<string | undefined> => {
      const sessionToken = accounts.current()?.sessionToken;
      if (!sessionToken) return Promise.reject(missingParentSession());
      const cached = mfaTokens.get(sessionToken, scope);
      if (cached) return Promise.resolve(cached);
      return new Promise((resolve) => {
        count.current += 1;
        setPending({ scope, sessionToken, resolve, id: count.current });
      });
    },
    [accounts, mfaTokens],
  );

  const stepUp = useMemo<StepUp>(
    () => ({
      async run(scope, change) {
        for (let attempt = 0; ; attempt += 1) {
          const jwt = await token(scope);
          if (!jwt) throw new StepUpCancelled();
          try {
            return await change(jwt);
          } catch (error) {
            // The token expired or was refused between the cache and the server: ask for a new one, once.
            const sessionToken = accounts.current()?.sessionToken;
            if (attempt === 0 && isMissingJwtError(error) && sessionToken) {
              mfaTokens.remove(sessionToken, scope);
              continue;
            }
            throw error;
          }
        }
      },
    }),
    [token, accounts, mfaTokens],
  );

  const finish = (jwt: string | undefined) => {
    pending?.resolve(jwt);
    setPending(undefined);
  };

  return (
    <StepUpContext.Provider value={stepUp}>
      {children}
      {pending && <StepUpRequest key={pending.id} pending={pending} onDone={finish} />}
    </StepUpContext.Provider>
  );
}

/**
 * One request for a code, for every scope of the area: sent when the dialog opens unless one sent
 * lately still lasts, then checked, and its JWT cached under each scope it carries.
 */
function StepUpRequest({ pending, onDone }: { pending: Pending; onDone: (jwt: string | undefined) => void }) {
  const { api, config, mfaTokens } = useAppServices();
  const { account } = useSettingsData();
  const { scope, sessionToken } = pending;
  const minutes = config.mfa.otp.expiresInMinutes;
  const email = account.emails.find((entry) => entry.isPrimary)?.email ?? '';

  const send = useCallback(async () => {
    await api.mfaOtpRequest([...SETTINGS_STEP_UP_SCOPES]);
    const at = Date.now();
    for (const each of SETTINGS_STEP_UP_SCOPES) mfaTokens.recordOtpRequest(sessionToken, each, at);
  }, [api, mfaTokens, sessionToken]);

  const form = useCodeForm({
    ready: true,
    check: (code) => (code.length === 6 ? undefined : clientError('CONFIRMATION_CODE_REQUIRED')),
    verify: async (code) => {
      const jwt = await api.mfaOtpVerify([...SETTINGS_STEP_UP_SCOPES], code);
      if (!mfaTokens.setCarried(sessionToken, jwt).includes(scope)) throw new AuthClientError('server', ERRNO.UNEXPECTED_ERROR);
      onDone(jwt);
    },
    wrongCodeErrnos: [ERRNO.INVALID_EXPIRED_OTP_CODE],
    resend: send,
    maxResends: 4,
  });

  // A code is sent as the dialog opens, unless one sent less than its lifetime ago can still be used.
  const [opened] = useState(() => {
    const last = mfaTokens.otpRequestedAt(sessionToken, scope);
    return last === undefined || Date.now() - last >= minutes * 60_000;
  });
  const [sendError, setSendError] = useState<unknown>();
  const started = useRef(false);
  useEffect(() => {
    if (!opened || started.current) return;
    started.current = true;
    send().catch((error: unknown) => setSendError(error));
  }, [opened, send]);

  // A passkey is offered once the account is known to have one and this browser can use it.
  const [hasPasskey, setHasPasskey] = useState(false);
  const [passkeyPending, setPasskeyPending] = useState(false);
  const [passkeyMessage, setPasskeyMessage] = useState<string>();
  const [passkeyError, setPasskeyError] = useState<unknown>();
  useEffect(() => {
    if (!passkeysSupported()) return undefined;
    let current = true;
    api.passkeyList().then(
      (list) => {
        if (current) setHasPasskey(list.passkeys.length > 0 && passkeysUsableHere(list.rpId));
      },
      // Without the list the code is still there.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api]);
  const stepUpByPasskey = async () => {
    if (passkeyPending || form.submitting) return;
    setPasskeyPending(true);
    setPasskeyMessage(undefined);
    setPasskeyError(undefined);
    try {
      const response = await answerWithPasskey(await api.passkeyStepUpOptions());
      const jwt = await api.passkeyStepUpVerify([...SETTINGS_STEP_UP_SCOPES], response);
      if (!mfaTokens.setCarried(sessionToken, jwt).includes(scope)) throw new AuthClientError('server', ERRNO.UNEXPECTED_ERROR);
      onDone(jwt);
    } catch (error) {
      setPasskeyPending(false);
      const message = ceremonyMessageId(error);
      if (message) setPasskeyMessage(message);
      else setPasskeyError(error);
    }
  };

  // A first code that could not be sent is said in the banner; 'Email new code' tries again.
  const failure = passkeyError ?? sendError;
  const bannerError = form.bannerError ?? (failure === undefined ? undefined : shownError(failure));
  return (
    <StepUpDialog
      open
      email={email}
      minutes={minutes}
      code={form.code}
      onCodeChange={form.setCode}
      codeError={form.codeError}
      bannerError={bannerError}
      submitting={form.submitting}
      onSubmit={() => void form.submit()}
      resendStatus={form.resendStatus}
      onResend={() => {
        setSendError(undefined);
        void form.resend();
      }}
      resendLimitReached={form.resendLimitReached}
      sender={config.mailSender}
      onCancel={() => onDone(undefined)}
      {...(hasPasskey ? { onUsePasskey: () => void stepUpByPasskey(), passkeyPending, passkeyMessage } : {})}
    />
  );
}
