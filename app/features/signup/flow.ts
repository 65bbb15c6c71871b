// What the sign-up pages share beyond the flow kit: the credentials a new
// password makes, the address the flow is for, and the way back to the entry
// page.
import { useLocation, useNavigate } from 'react-router';
import type { SignUpInput } from '../../api';
import { bytesToHex, randomKb } from '../../lib/crypto';
import { emailFromState, stretchedPasswordCredentials } from '../../lib/flow';
import { BASE_QUERY, useQueryParams } from '../../lib/query';

/**
 * The sign-up request for a password: v1 always, v2 too when chosen (SPEC
 * §9); the new kB (hex), which stays in the browser; and the unwrapBKey of
 * the newest version, which a sync sign-up hands the browser.
 */
export async function signUpCredentials(
  email: string,
  password: string,
  version: 1 | 2,
): Promise<{ request: Pick<SignUpInput, 'authPW' | 'wrapKb' | 'authPWVersion2' | 'wrapKbVersion2' | 'clientSalt'>; kB: string; unwrapBKey: string }> {
  const kB = randomKb();
  const { credentials, unwrapBKey } = await stretchedPasswordCredentials(email, password, version, kB);
  return { request: credentials, kB: bytesToHex(kB), unwrapBKey };
}

/** The address being signed up: from the entry page's router state, else the query. */
export function useFlowEmail(): string | undefined {
  const location = useLocation();
  const query = useQueryParams(BASE_QUERY);
  return emailFromState(location.state) ?? (query.email || undefined);
}

/** Back to the entry page with the query of the flow. */
export function useBackToEntry(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const email = useFlowEmail();
  return () => void navigate({ pathname: '/', search: location.search }, { state: email ? { email } : null });
}
