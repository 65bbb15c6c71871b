// Backup authentication codes shown once: the codes in a list, then Copy,
// Download (a text file) and Print, each saying when it is done. Only the
// codes and their heading are printed. Pure: copying and downloading are the
// container's, through `onCopy` and `onDownload`.
import { useLocalization } from '@fluent/react';
import styled from 'styled-components';
import { tokens } from '../../../../design-system';
import { SaveActions } from './SaveActions';
import type { SaveHandlers } from './SaveActions';

export interface BackupCodesListProps extends SaveHandlers {
  codes: readonly string[];
}

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

export function BackupCodesList({ codes, ...save }: BackupCodesListProps) {
  const { l10n } = useLocalization();
  return (
    <SaveActions {...save} kind="backup-codes" text={codes.join('\n')}>
      <Codes id="settings-backup-codes" aria-label={l10n.getString('settings-backup-codes-list-label', { count: codes.length })}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
    </SaveActions>
  );
}
