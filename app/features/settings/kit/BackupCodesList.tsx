// Backup authentication codes shown once: the codes in a list, then Copy,
// Download (a text file) and Print, each saying when it is done. Only the
// codes and their heading are printed. Pure: copying and downloading are the
// container's, through `onCopy` and `onDownload`.
import { useLocalization } from '@fluent/react';
import { useState } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { Button, tokens } from '../../../../design-system';

export interface BackupCodesListProps {
  codes: readonly string[];
  /** Puts the text on the clipboard; rejects when the browser refuses. */
  onCopy: (text: string) => Promise<void>;
  /** Saves the codes as a text file. */
  onDownload: () => void;
  /** Opens the browser's print dialog. */
  onPrint: () => void;
}

const PrintOnlyCodes = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }
    #settings-backup-codes-print,
    #settings-backup-codes-print * {
      visibility: visible;
    }
    #settings-backup-codes-print {
      position: absolute;
      inset-block-start: 0;
      inset-inline-start: 0;
    }
  }
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${tokens.space.xs} ${tokens.space.md};
  margin: 0 0 ${tokens.space.md};
  padding: ${tokens.space.md};
  border: 1px solid ${tokens.color.border.subtle};
  border-radius: ${tokens.radius.md};
  list-style: none;
  font-family: ${tokens.font.mono};
  font-size: ${tokens.font.size.md};
  li {
    direction: ltr;
    text-align: start;
    unicode-bidi: isolate;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`;

const Status = styled.p`
  min-block-size: 1.5em;
  margin: ${tokens.space.xs} 0 0;
  font-size: ${tokens.font.size.sm};
`;

export function BackupCodesList({ codes, onCopy, onDownload, onPrint }: BackupCodesListProps) {
  const { l10n } = useLocalization();
  const [status, setStatus] = useState<'copied' | 'copy-failed' | 'downloaded'>();
  return (
    <>
      <PrintOnlyCodes />
      <div id="settings-backup-codes-print">
        <Codes id="settings-backup-codes" aria-label={l10n.getString('settings-backup-codes-list-label', { count: codes.length })}>
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Codes>
      </div>
      <Actions>
        <Button
          id="settings-backup-codes-copy"
          variant="secondary"
          onPress={() => {
            onCopy(codes.join('\n')).then(
              () => setStatus('copied'),
              () => setStatus('copy-failed'),
            );
          }}
        >
          {l10n.getString('settings-backup-codes-copy')}
        </Button>
        <Button
          id="settings-backup-codes-download"
          variant="secondary"
          onPress={() => {
            onDownload();
            setStatus('downloaded');
          }}
        >
          {l10n.getString('settings-backup-codes-download')}
        </Button>
        <Button id="settings-backup-codes-print-button" variant="secondary" onPress={onPrint}>
          {l10n.getString('settings-backup-codes-print')}
        </Button>
      </Actions>
      <Status id="settings-backup-codes-status" role="status">
        {status === 'copied' && l10n.getString('settings-backup-codes-copied')}
        {status === 'copy-failed' && l10n.getString('settings-copy-failed')}
        {status === 'downloaded' && l10n.getString('settings-backup-codes-downloaded')}
      </Status>
    </>
  );
}
