// /settings/data_collection: whether technical and interaction data about
// how the person uses the product may be collected, changed and saved, or
// left with Back or Cancel. Pure.
import { useLocalization } from '@fluent/react';
import { Checkbox } from '../../../../design-system';
import type { ShownError } from '../../../lib/flow';
import { SettingsForm } from '../kit';

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

export function DataCollectionPage({ enabled, onChange, bannerError, saving = false, onSave, onCancel, onNavigate }: DataCollectionPageProps) {
  const { l10n } = useLocalization();
  return (
    <SettingsForm
      id="settings-data-collection"
      heading={l10n.getString('settings-data-collection-heading')}
      section="data-collection"
      bannerError={bannerError}
      busy={saving}
      submitLabel={l10n.getString('settings-save')}
      onSubmit={onSave}
      onCancel={onCancel}
      onNavigate={onNavigate}
    >
      <Checkbox
        id="settings-data-collection-field"
        name="metricsEnabled"
        label={l10n.getString('settings-data-collection-label')}
        description={l10n.getString('settings-data-collection-help')}
        isSelected={enabled}
        onChange={onChange}
      />
    </SettingsForm>
  );
}
