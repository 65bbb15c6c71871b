// The report link of the unblock email: /report_signin?uid=…&unblockCode=…,
// as the server writes it. Neither parameter belongs to a query model of
// SPEC §3.8: they are the link's own, and a link without both, well formed,
// was damaged on its way.

/** What the link names: the account and the unblock code to reject. */
export interface ReportLink {
  uid: string;
  unblockCode: string;
}

const UID = /^[0-9a-f]{32}$/;
/** The contract's unblock code: eight upper-case letters and digits. */
const UNBLOCK_CODE = /^[A-Z0-9]{8}$/;

/** The link's account and code, or null when either is missing or malformed. */
export function reportLink(search: string): ReportLink | null {
  const params = new URLSearchParams(search);
  const uid = params.get('uid');
  const unblockCode = params.get('unblockCode');
  if (uid === null || unblockCode === null || !UID.test(uid) || !UNBLOCK_CODE.test(unblockCode)) return null;
  return { uid, unblockCode };
}
