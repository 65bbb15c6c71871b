// A new account recovery key, shown once: in groups of four, with copy,
// download and print, each saying when it is done; only the key is printed.
// Shared by the settings page and the offer after a sync sign-in. Pure:
// copying and downloading are the container's.
import { useLocalization } from '@fluent/react';
import { useState } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { Button, tokens } from '../../../../design-system';
import { groupedRecoveryKey } from '../recoveryKey';

export interface ShownKeyProps {
  /** The key, without separators. */
  value: string;
  /** Puts text on the clipboard; rejects when the browser refuses. */
  onCopy: (text: string) => Promise<void>;
  /** Saves the key as a text file. */
  onDownload: () => void;
  onPrint: () => void;
}

const PrintOnlyKey = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }
    #settings-recovery-key-print,
    #settings-recovery-key-print * {
      visibility: visible;
    }
    #settings-recovery-key-print {
      position: absolute;
      inset-block-start: 0;
      inset-inline-start: 0;
    }
  }
`;

const Key = styled.p`
  margin: 0 0 ${tokens.space.md};
  padding: ${tokens.space.md};
  border: 1px solid ${tokens.color.border.subtle};
  border-radius: ${tokens.radius.md};
  font-family: ${tokens.font.mono};
  font-size: ${tokens.font.size.lg};
  word-spacing: 0.3em;
  overflow-wrap: anywhere;
  direction: ltr;
  unicode-bidi: isolate;
  text-align: start;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`;

const Status = styled.p`
  min-block-size: 1.5em;
  margin: ${tokens.space.xs} 0 ${tokens.space.sm};
  font-size: ${tokens.font.size.sm};
`;

/** The new key in groups of four, with copy, download and print, each saying when it is done. */
export function ShownKey({ value, onCopy, onDownload, onPrint }: ShownKeyProps) {
  const { l10n } = useLocalization();
  const [status, setStatus] = useState<'copied' | 'copy-failed' | 'downloaded'>();
  const grouped = groupedRecoveryKey(value);
  return (
    <>
      <PrintOnlyKey />
      <div id="settings-recovery-key-print">
        <Key id="settings-recovery-key-value" aria-label={l10n.getString('settings-recovery-key-value-label')}>
          {grouped}
        </Key>
      </div>
      <Actions>
        <Button
          id="settings-recovery-key-copy"
          variant="secondary"
          onPress={() => {
            onCopy(grouped).then(
              () => setStatus('copied'),
              () => setStatus('copy-failed'),
            );
          }}
        >
          {l10n.getString('settings-recovery-key-copy')}
        </Button>
        <Button
          id="settings-recovery-key-download"
          variant="secondary"
          onPress={() => {
            onDownload();
            setStatus('downloaded');
          }}
        >
          {l10n.getString('settings-recovery-key-download')}
        </Button>
        <Button id="settings-recovery-key-print-button" variant="secondary" onPress={onPrint}>
          {l10n.getString('settings-recovery-key-print')}
        </Button>
      </Actions>
      <Status id="settings-recovery-key-status" role="status">
        {status === 'copied' && l10n.getString('settings-recovery-key-copied')}
        {status === 'copy-failed' && l10n.getString('settings-copy-failed')}
        {status === 'downloaded' && l10n.getString('settings-recovery-key-downloaded')}
      </Status>
    </>
  );
}
