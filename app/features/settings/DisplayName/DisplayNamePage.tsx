// /settings/display_name: the display name, checked as typed against the
// rules of SPEC §5.4, saved or left with Back or Cancel (what was typed stays
// for the next visit). Pure.
import { useLocalization } from '@fluent/react';
import styled from 'styled-components';
import { Button, Form, TextField, tokens } from '../../../../design-system';
import { ErrorBanner } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { DISPLAY_NAME_MAX_LENGTH } from '../rules';
import type { DisplayNameProblem } from '../rules';
import { SettingsSubPage } from '../kit';

export interface DisplayNamePageProps {
  value: string;
  onChange: (value: string) => void;
  /** A rule the typed name breaks, shown under the field once the person tries to save. */
  problem?: DisplayNameProblem;
  /** A failed save, in a banner. */
  bannerError?: ShownError;
  saving?: boolean;
  onSave: () => void;
  onCancel: () => void;
  onNavigate?: (href: string) => void;
}

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space.sm};
  margin-block-start: ${tokens.space.md};
`;

export function DisplayNamePage({ value, onChange, problem, bannerError, saving = false, onSave, onCancel, onNavigate }: DisplayNamePageProps) {
  const { l10n } = useLocalization();
  const problemText =
    problem === 'characters'
      ? l10n.getString('settings-display-name-characters')
      : problem === 'length'
        ? l10n.getString('settings-display-name-length', { max: DISPLAY_NAME_MAX_LENGTH })
        : undefined;
  return (
    <SettingsSubPage heading={l10n.getString('settings-display-name-heading')} section="profile" onNavigate={onNavigate}>
      <ErrorBanner error={bannerError} />
      <Form onSubmit={() => onSave()}>
        <TextField
          id="settings-display-name-field"
          name="displayName"
          label={l10n.getString('settings-display-name-label')}
          description={l10n.getString('settings-display-name-help')}
          value={value}
          onChange={onChange}
          errorMessage={problemText}
          autoComplete="name"
        />
        <Buttons>
          <Button id="settings-display-name-cancel" variant="secondary" onPress={onCancel}>
            {l10n.getString('settings-cancel')}
          </Button>
          <Button id="settings-display-name-save" type="submit" isPending={saving}>
            {l10n.getString('settings-save')}
          </Button>
        </Buttons>
      </Form>
    </SettingsSubPage>
  );
}
