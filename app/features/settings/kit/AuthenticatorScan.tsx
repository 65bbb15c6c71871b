// A new authenticator to add: the steps, the key as a QR code (and, asked
// for, as text in groups of four with the issuer and account an app lists,
// and a copy button), then the field for a code from the app. Shared by the
// settings page's set-up and replacement and by the set-up inside sign-in.
// Pure.
import { useLocalization } from '@fluent/react';
import { useState } from 'react';
import styled from 'styled-components';
import { Lead } from './blocks';
import type { CodeEntry } from './codeEntry';
import { Button, Notice, SummaryList, SummaryRow, tokens } from '../../../../design-system';
import { CodeForm } from '../../../lib/flow';
import { groupedKey } from '../twoStep';
import type { AuthenticatorEntry } from '../twoStep';
import { QrCode } from '../../../lib/qr';

export interface AuthenticatorScanProps extends CodeEntry {
  secret: string;
  uri: string;
  entry: AuthenticatorEntry;
  /** A line under the steps (replacement says the old app keeps working until then). */
  lead?: string;
  /** The key is shown as text at first (a story of it; otherwise after 'Can't scan the code?'). */
  keyShown?: boolean;
  /** Puts text on the clipboard; rejects when the browser refuses. */
  onCopy: (text: string) => Promise<void>;
  submitLabel: string;
}

const Steps = styled.ol`
  margin: 0 0 ${tokens.space.md};
  padding-inline-start: ${tokens.space.lg};
  li + li {
    margin-block-start: ${tokens.space.xs};
  }
`;

const Scan = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${tokens.space.lg};
  margin-block-end: ${tokens.space.md};
`;

const Key = styled.p`
  margin: 0 0 ${tokens.space.sm};
  font-family: ${tokens.font.mono};
  font-size: ${tokens.font.size.lg};
  word-spacing: 0.3em;
  direction: ltr;
  unicode-bidi: isolate;
  text-align: start;
`;

/** The key as text, in groups of four, with its own copy button. */
function ManualKey({ secret, entry, onCopy }: { secret: string; entry: AuthenticatorEntry; onCopy: (text: string) => Promise<void> }) {
  const { l10n } = useLocalization();
  const [copied, setCopied] = useState<'copied' | 'failed'>();
  const groups = groupedKey(secret);
  return (
    <div id="settings-totp-manual">
      <SummaryList>
        <SummaryRow term={l10n.getString('settings-two-step-key')}>
          <Key id="settings-totp-key">{groups.join(' ')}</Key>
          <Button
            id="settings-totp-key-copy"
            variant="secondary"
            onPress={() => {
              onCopy(groups.join('')).then(
                () => setCopied('copied'),
                () => setCopied('failed'),
              );
            }}
          >
            {l10n.getString('settings-two-step-key-copy')}
          </Button>
          <Notice tone="info" reserveSpace>
            {copied === 'copied' && l10n.getString('settings-two-step-key-copied')}
            {copied === 'failed' && l10n.getString('settings-copy-failed')}
          </Notice>
        </SummaryRow>
        <SummaryRow term={l10n.getString('settings-two-step-issuer')} valueId="settings-totp-issuer">
          {entry.issuer}
        </SummaryRow>
        <SummaryRow term={l10n.getString('settings-two-step-account')} valueId="settings-totp-account">
          <bdi>{entry.account}</bdi>
        </SummaryRow>
        <SummaryRow term={l10n.getString('settings-two-step-kind')}>{l10n.getString('settings-two-step-kind-value')}</SummaryRow>
      </SummaryList>
    </div>
  );
}

export function AuthenticatorScan(props: AuthenticatorScanProps) {
  const { l10n } = useLocalization();
  const t = (id: string, args?: Record<string, string | number>) => l10n.getString(id, args);
  const [keyShown, setKeyShown] = useState(props.keyShown ?? false);
  return (
    <>
      <Steps>
        <li>{t('settings-two-step-scan-step-app')}</li>
        <li>{t('settings-two-step-scan-step-scan')}</li>
        <li>{t('settings-two-step-scan-step-code')}</li>
      </Steps>
      {props.lead && <Lead>{props.lead}</Lead>}
      <Scan>
        <QrCode id="settings-totp-qr" value={props.uri} label={t('settings-two-step-qr-label', { issuer: props.entry.issuer, account: props.entry.account })} />
        {keyShown ? (
          <ManualKey secret={props.secret} entry={props.entry} onCopy={props.onCopy} />
        ) : (
          <Button id="settings-totp-show-key" variant="link" onPress={() => setKeyShown(true)}>
            {t('settings-two-step-show-key')}
          </Button>
        )}
      </Scan>
      <CodeForm {...props} id="settings-totp-code" label={t('settings-two-step-code-label')} description={t('settings-two-step-code-help')} kind="digits" maxLength={6} />
    </>
  );
}
