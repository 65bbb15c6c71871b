// The browser's ways to keep backup codes and the recovery key: the
// clipboard, a text file and the print dialog.
import { backupCodesFile } from '../twoStep';

/** Puts `text` on the clipboard; rejects when the browser refuses. */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('The clipboard is not available');
  await navigator.clipboard.writeText(text);
}

/** The name the codes' text file is saved under. */
export const BACKUP_CODES_FILE_NAME = 'backup-authentication-codes.txt';

/** Saves the codes as a text file, with a heading and the account they belong to. */
export function downloadBackupCodes(codes: readonly string[], heading: string, account: string): void {
  downloadTextFile(BACKUP_CODES_FILE_NAME, backupCodesFile(codes, heading, account));
}

/** Saves `text` as a plain-text file named `fileName`. */
export function downloadTextFile(fileName: string, text: string): void {
  const blob = new Blob([text], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; the next task may release it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function printPage(): void {
  window.print();
}
