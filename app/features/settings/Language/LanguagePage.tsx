// /settings/language: the language the product is shown in, the same saved
// preference as the footer's language toggle (SPEC §2.7, §3.14): choosing one
// shows the page in it at once and keeps it in this browser; 'Browser
// default' forgets the choice. Pure.
import { useLocalization } from '@fluent/react';
import styled from 'styled-components';
import { LanguageSelector, Notice, tokens } from '../../../../design-system';
import type { LanguageChoice } from '../../../../design-system';
import { SettingsSubPage } from '../kit';

export interface LanguagePageProps {
  /** The saved locale, or '' for the browser's languages. */
  preference: string;
  /** The languages offered, in order, with their names. */
  languages: readonly LanguageChoice[];
  onChange: (localeOrEmpty: string) => void;
  /** While the chosen language loads. */
  loading?: boolean;
  /** Whether a choice was just saved here: said once, politely. */
  saved?: boolean;
  onNavigate?: (href: string) => void;
}

const Field = styled.div`
  margin-block: ${tokens.space.md};
`;

export function LanguagePage({ preference, languages, onChange, loading = false, saved = false, onNavigate }: LanguagePageProps) {
  const { l10n } = useLocalization();
  return (
    <SettingsSubPage heading={l10n.getString('settings-language-heading')} section="language" onNavigate={onNavigate}>
      <p>{l10n.getString('settings-language-page-description')}</p>
      <Field id="settings-language-field">
        <LanguageSelector value={preference} onChange={onChange} isLoading={loading} languages={languages} />
      </Field>
      <Notice id="settings-language-status" tone="neutral" reserveSpace>
        {saved && !loading ? l10n.getString(preference ? 'settings-language-saved' : 'settings-language-saved-default') : ''}
      </Notice>
    </SettingsSubPage>
  );
}
