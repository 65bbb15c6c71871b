// /settings/data_collection: whether technical and interaction data about
// how the person uses the product may be collected, changed and saved, or
// left with Back or Cancel. Pure.
import { useLocalization } from '@fluent/react';
import { Checkbox } from '../../../../design-system';
import { SettingsForm } from '../kit';
import type { SettingsFormState } from '../kit';

export interface DataCollectionPageProps extends SettingsFormState {
  /** The box as the person left it. */
  enabled: boolean;
  onChange: (enabled: boolean) => void;
}

export function DataCollectionPage({ enabled, onChange, ...form }: DataCollectionPageProps) {
  const { l10n } = useLocalization();
  return (
    <SettingsForm {...form} id="settings-data-collection" heading={l10n.getString('settings-data-collection-heading')} section="data-collection" submitLabel={l10n.getString('settings-save')}>
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
