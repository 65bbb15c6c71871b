// /signin_push_code_confirm: the notification's link carries what it knows of
// the sign-in as remoteMetaData (JSON: deviceName, city, region, country,
// ipAddress). No operation approves a sign-in from here, so the page shows the
// sign-in and says how it is confirmed: with the emailed code, on the device
// signing in. 'Not you?' leads to the account's password.
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../../routes/paths';
import { SigninPushCodeConfirmPage } from './SigninPushCodeConfirmPage';
import type { PushSigninDetails } from './SigninPushCodeConfirmPage';

const TEXT = /^[^\p{Cc}]{1,200}$/u;

/** What remoteMetaData says of the sign-in, plain texts only; nothing for a value that is not. */
export function pushSigninDetails(search: string): PushSigninDetails {
  // The notification's own parameter; no query model of SPEC §3.8 lists it.
  const raw = new URLSearchParams(search).get('remoteMetaData');
  if (!raw) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!data || typeof data !== 'object') return {};
  const text = (value: unknown) => (typeof value === 'string' && TEXT.test(value) ? value : undefined);
  const record = data as Record<string, unknown>;
  const place = [record.city, record.region, record.country].map(text).filter(Boolean).join(', ');
  const device = text(record.deviceName);
  const ipAddress = text(record.ipAddress);
  return { ...(device ? { device } : {}), ...(place ? { location: place } : {}), ...(ipAddress ? { ipAddress } : {}) };
}

export function SigninPushCodeConfirmContainer() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <SigninPushCodeConfirmPage
      details={pushSigninDetails(location.search)}
      secureHref={`${PATHS.settings}/change_password`}
      onNavigate={(href) => void navigate(href)}
    />
  );
}
