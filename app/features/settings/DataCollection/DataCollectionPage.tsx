// /settings/data_collection: whether technical and interaction data about
// how the person uses the product may be collected, changed and saved, or
// left with Back or Cancel. Pure.
import { useLocalization } from '@fluent/react';
import styled from 'styled-components';
import { Button, Checkbox, Form, tokens } from '../../../../design-system';
import { ErrorBanner } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import { SettingsSubPage } from '../kit';

export interface DataCollectionPageProps {
  /** The box as the person left it. */
  enabled: boolean;
  onChange: (enabled: boolean) => void;
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

export function DataCollectionPage({ enabled, onChange, bannerError, saving = false, onSave, onCancel, onNavigate }: DataCollectionPageProps) {
  const { l10n } = useLocalization();
  return (
    <SettingsSubPage heading={l10n.getString('settings-data-collection-heading')} section="data-collection" onNavigate={onNavigate}>
      <ErrorBanner error={bannerError} />
      <Form onSubmit={() => onSave()}>
        <Checkbox
          id="settings-data-collection-field"
          name="metricsEnabled"
          label={l10n.getString('settings-data-collection-label')}
          description={l10n.getString('settings-data-collection-help')}
          isSelected={enabled}
          onChange={onChange}
        />
        <Buttons>
          <Button id="settings-data-collection-cancel" variant="secondary" onPress={onCancel}>
            {l10n.getString('settings-cancel')}
          </Button>
          <Button id="settings-data-collection-save" type="submit" isPending={saving}>
            {l10n.getString('settings-save')}
          </Button>
        </Buttons>
      </Form>
    </SettingsSubPage>
  );
}
