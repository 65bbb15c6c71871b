// /report_signin: reads the link's account and code (with the verification
// query model), and on 'Report activity' rejects the code on the server,
// which records the report; then on to /signin_reported, replacing this page
// so Back does not offer the spent link.
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppServices } from '../../../lib/app';
import { ERRNO, OUTCOME_STATE, hasErrno, shownError } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { VERIFICATION_QUERY, useQueryParams } from '../../../lib/query';
import { PATHS } from '../../../lib/paths';
import { reportLink } from '../link';
import { ReportSigninPage } from './ReportSigninPage';

type View = { status: 'confirm'; busy: boolean; error?: ShownError } | { status: 'damaged' } | { status: 'used' };

export function ReportSigninContainer() {
  const { api } = useAppServices();
  const query = useQueryParams(VERIFICATION_QUERY);
  const navigate = useNavigate();
  const [link] = useState(() => reportLink(query));
  const [view, setView] = useState<View>(() => (link ? { status: 'confirm', busy: false } : { status: 'damaged' }));
  const sending = useRef(false);

  const onReport = useCallback(() => {
    if (!link || sending.current) return;
    sending.current = true;
    setView({ status: 'confirm', busy: true });
    api.accountLoginRejectUnblockCode(link.uid, link.unblockCode).then(
      () => void navigate(PATHS.signinReported, { replace: true, state: OUTCOME_STATE }),
      (error: unknown) => {
        sending.current = false;
        // 127: the code is not one the account has now; 102: the link names no account.
        if (hasErrno(error, ERRNO.INVALID_UNBLOCK_CODE)) setView({ status: 'used' });
        else if (hasErrno(error, ERRNO.UNKNOWN_ACCOUNT)) setView({ status: 'damaged' });
        else setView({ status: 'confirm', busy: false, error: shownError(error) });
      },
    );
  }, [api, link, navigate]);

  const onNavigate = useCallback((href: string) => void navigate(href), [navigate]);

  if (view.status === 'confirm') {
    return <ReportSigninPage status="confirm" busy={view.busy} {...(view.error ? { error: view.error } : {})} onReport={onReport} />;
  }
  if (view.status === 'used') return <ReportSigninPage status="used" resetPasswordHref={PATHS.resetPassword} onNavigate={onNavigate} />;
  return <ReportSigninPage status="damaged" />;
}
