// A new account recovery key, shown once: in groups of four, with copy,
// download and print, each saying when it is done; only the key is printed.
// Shared by the settings page and the offer after a sync sign-in. Pure:
// copying and downloading are the container's.
import { useLocalization } from '@fluent/react';
import styled from 'styled-components';
import { tokens } from '../../../../design-system';
import { groupedRecoveryKey } from '../recoveryKey';
import { SaveActions } from './SaveActions';
import type { SaveHandlers } from './SaveActions';

export interface ShownKeyProps extends SaveHandlers {
  /** The key, without separators. */
  value: string;
}

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

/** The new key in groups of four, with copy, download and print, each saying when it is done. */
export function ShownKey({ value, ...save }: ShownKeyProps) {
  const { l10n } = useLocalization();
  const grouped = groupedRecoveryKey(value);
  return (
    <SaveActions {...save} kind="recovery-key" text={grouped}>
      <Key id="settings-recovery-key-value" aria-label={l10n.getString('settings-recovery-key-value-label')}>
        {grouped}
      </Key>
    </SaveActions>
  );
}
