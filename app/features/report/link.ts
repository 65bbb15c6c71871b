// The report link of the unblock email: /report_signin?uid=…&unblockCode=…,
// as the server writes it, read with the verification query model: a value
// that breaks SPEC §5.3 (a uid that is not 32 hexadecimal digits, a value
// that is not URI-encoded) is a bad request there. A link without both, or
// whose uid or code is not the server's shape, was damaged on its way.

/** What the link names: the account and the unblock code to reject. */
export interface ReportLink {
  uid: string;
  unblockCode: string;
}

const UID = /^[0-9a-f]{32}$/;
/** The contract's unblock code: eight upper-case letters and digits. */
const UNBLOCK_CODE = /^[A-Z0-9]{8}$/;

/** The link's account and code, from the checked query, or null when either is missing or malformed. */
export function reportLink({ uid, unblockCode }: { uid?: string; unblockCode?: string }): ReportLink | null {
  if (uid === undefined || unblockCode === undefined || !UID.test(uid) || !UNBLOCK_CODE.test(unblockCode)) return null;
  return { uid, unblockCode };
}
