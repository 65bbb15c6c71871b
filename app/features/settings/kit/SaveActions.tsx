// The browser's ways to keep a secret shown once (backup codes, a recovery
// key): the secret, then Copy, Download (a text file) and Print, each saying
// when it is done; only the secret is printed. Pure: copying and downloading
// are the container's, through `onCopy` and `onDownload` (see saving.ts).
import { useLocalization } from '@fluent/react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { createGlobalStyle } from 'styled-components';
import { Button, ButtonGroup, Notice } from '../../../../design-system';

/** The browser's ways to keep a secret: the container's (see saving.ts), so that pages stay pure. */
export interface SaveHandlers {
  /** Puts the text on the clipboard; rejects when the browser refuses. */
  onCopy: (text: string) => Promise<void>;
  /** Saves the secret as a text file. */
  onDownload: () => void;
  /** Opens the browser's print dialog. */
  onPrint: () => void;
}

export interface SaveActionsProps extends SaveHandlers {
  /** Which secret: the stem of the controls' ids and of their words (`settings-backup-codes-copy`…). */
  kind: 'backup-codes' | 'recovery-key';
  /** What Copy puts on the clipboard. */
  text: string;
  /** The secret as shown: the only part of the page that is printed. */
  children: ReactNode;
}

const PrintOnly = createGlobalStyle<{ $id: string }>`
  @media print {
    body * {
      visibility: hidden;
    }
    #${({ $id }) => $id},
    #${({ $id }) => $id} * {
      visibility: visible;
    }
    #${({ $id }) => $id} {
      position: absolute;
      inset-block-start: 0;
      inset-inline-start: 0;
    }
  }
`;

export function SaveActions({ kind, text, onCopy, onDownload, onPrint, children }: SaveActionsProps) {
  const { l10n } = useLocalization();
  const [status, setStatus] = useState<'copied' | 'copy-failed' | 'downloaded'>();
  const id = `settings-${kind}`;
  return (
    <>
      <PrintOnly $id={`${id}-print`} />
      <div id={`${id}-print`}>{children}</div>
      <ButtonGroup align="start">
        <Button
          id={`${id}-copy`}
          variant="secondary"
          onPress={() => {
            onCopy(text).then(
              () => setStatus('copied'),
              () => setStatus('copy-failed'),
            );
          }}
        >
          {l10n.getString(`${id}-copy`)}
        </Button>
        <Button
          id={`${id}-download`}
          variant="secondary"
          onPress={() => {
            onDownload();
            setStatus('downloaded');
          }}
        >
          {l10n.getString(`${id}-download`)}
        </Button>
        <Button id={`${id}-print-button`} variant="secondary" onPress={onPrint}>
          {l10n.getString(`${id}-print`)}
        </Button>
      </ButtonGroup>
      <Notice id={`${id}-status`} tone="info" reserveSpace>
        {status === 'copied' && l10n.getString(`${id}-copied`)}
        {status === 'copy-failed' && l10n.getString('settings-copy-failed')}
        {status === 'downloaded' && l10n.getString(`${id}-downloaded`)}
      </Notice>
    </>
  );
}
