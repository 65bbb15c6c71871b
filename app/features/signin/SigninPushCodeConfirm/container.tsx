// /signin_push_code_confirm: the notification's link carries the request's
// single-use token. Signed in on this device (a confirmed session of the
// account), the page reads what the server knows of the sign-in and sends
// the person's answer: approving confirms the waiting session, which then
// finishes by itself; declining leaves it unconfirmed. A token already
// answered, expired or of another account (183) shows that it can no longer
// be answered. Without a session here, the person signs in first.
import { useLocalization } from '@fluent/react';
import { useCallback, useEffect, useState } from 'react';
import { useLocale } from 'react-aria';
import { useLocation, useNavigate } from 'react-router';
import { ERRNO, hasErrno, shownError, useCurrentAccount, useRequireSession } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { useAppServices } from '../../../lib/app';
import { deviceName } from '../../../lib/device';
import { VERIFICATION_QUERY, useQueryParams } from '../../../lib/query';
import type { SessionPushRequestResponse } from '../../../api';
import { PATHS } from '../../../lib/paths';
import { SigninPushCodeConfirmPage } from './SigninPushCodeConfirmPage';
import type { PushSigninDetails } from './SigninPushCodeConfirmPage';

/** The notification's token (the link's `token`, read with the verification model): 32 bytes in hex; anything else is no token. */
export function pushToken(token: string | undefined): string | undefined {
  return token !== undefined && /^[0-9a-f]{64}$/.test(token) ? token : undefined;
}

/** What the page shows of the sign-in the server described: the device named by the product's one rule. */
export function pushSigninDetails(request: SessionPushRequestResponse, t: (id: string, args?: Record<string, string>) => string): PushSigninDetails {
  const place = [request.city, request.region, request.country].filter((part): part is string => Boolean(part)).join(', ');
  return {
    device: deviceName({ browser: request.browser, os: request.os }, t),
    ...(place ? { location: place } : {}),
    ...(request.ipAddress ? { ipAddress: request.ipAddress } : {}),
    time: request.createdAt,
  };
}

type View =
  | { status: 'loading' }
  | { status: 'ask'; request: SessionPushRequestResponse; busy?: 'approve' | 'decline'; error?: ShownError }
  | { status: 'approved' }
  | { status: 'declined' }
  | { status: 'invalid' }
  | { status: 'failed'; error: ShownError };

export function SigninPushCodeConfirmContainer() {
  const { api } = useAppServices();
  const location = useLocation();
  const query = useQueryParams(VERIFICATION_QUERY);
  const navigate = useNavigate();
  const { locale } = useLocale();
  const { l10n } = useLocalization();
  const account = useCurrentAccount();
  // Nobody signed in here: sign in first, then come back to this very link.
  const signedIn = useRequireSession(account, PATHS.root, `?redirect_to=${encodeURIComponent(location.pathname + location.search)}`);
  const token = pushToken(query.token);
  const [view, setView] = useState<View>(token ? { status: 'loading' } : { status: 'invalid' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!signedIn || !token) return undefined;
    let live = true;
    api.sessionPushRequest(token).then(
      (request) => live && setView({ status: 'ask', request }),
      (error: unknown) => {
        if (!live) return;
        setView(hasErrno(error, ERRNO.INVALID_EXPIRED_OTP_CODE) ? { status: 'invalid' } : { status: 'failed', error: shownError(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [signedIn, token, api, round]);

  const answer = useCallback(
    async (approve: boolean) => {
      if (!token || view.status !== 'ask' || view.busy) return;
      setView({ ...view, busy: approve ? 'approve' : 'decline', error: undefined });
      try {
        await api.sessionVerifyPush(token, approve);
        setView({ status: approve ? 'approved' : 'declined' });
      } catch (error) {
        if (hasErrno(error, ERRNO.INVALID_EXPIRED_OTP_CODE)) setView({ status: 'invalid' });
        else setView({ ...view, busy: undefined, error: shownError(error) });
      }
    },
    [api, token, view],
  );

  const shared = { secureHref: `${PATHS.settings}/change_password`, onNavigate: (href: string) => void navigate(href) };
  if (!signedIn) return null;
  switch (view.status) {
    case 'ask':
      return (
        <SigninPushCodeConfirmPage
          {...shared}
          status="ask"
          details={pushSigninDetails(view.request, (id, args) => l10n.getString(id, args))}
          locale={locale}
          {...(view.busy ? { busy: view.busy } : {})}
          {...(view.error ? { error: view.error } : {})}
          onApprove={() => void answer(true)}
          onDecline={() => void answer(false)}
        />
      );
    case 'failed':
      return <SigninPushCodeConfirmPage {...shared} status="failed" error={view.error} onRetry={() => {
            setView({ status: 'loading' });
            setRound((n) => n + 1);
          }} />;
    default:
      return <SigninPushCodeConfirmPage {...shared} status={view.status} />;
  }
}
