// The data collection page: starts from the account's choice (or what the
// person ticked here before and did not save), saves it through app/api,
// tells the app's metrics at once (opted out, nothing more is sent),
// refreshes the area's account and returns to its section with a
// confirmation.
import { useLocalization } from '@fluent/react';
import { useNavigate } from 'react-router';
import { useAppServices } from '../../../lib/app';
import { applyMetricsChoice } from '../../../lib/metrics';
import { usePageTitle } from '../../../lib/page';
import { useDraft, useSettingsData } from '../data';
import { useSettingsRequest } from '../kit';
import { sectionHref } from '../sections';
import { DataCollectionPage } from './DataCollectionPage';

export const DATA_COLLECTION_PAGE = 'data_collection';

export function DataCollectionContainer() {
  const { l10n } = useLocalization();
  usePageTitle(l10n.getString('settings-data-collection-heading'));
  const { api } = useAppServices();
  const { account, refresh, showAlert } = useSettingsData();
  const navigate = useNavigate();
  const [draft, setDraft, clearDraft] = useDraft(DATA_COLLECTION_PAGE, { enabled: String(account.metricsEnabled) });
  const request = useSettingsRequest();
  const enabled = draft.enabled === 'true';
  const home = sectionHref('data-collection');

  const save = async () => {
    if (!(await request.run(true, () => api.setMetricsEnabled(enabled), { keepBusy: true }))) return;
    applyMetricsChoice(enabled);
    clearDraft();
    await refresh();
    showAlert(enabled ? 'settings-data-collection-saved-on' : 'settings-data-collection-saved-off');
    void navigate(home);
  };

  return (
    <DataCollectionPage
      enabled={enabled}
      onChange={(next) => setDraft({ enabled: String(next) })}
      bannerError={request.bannerError}
      saving={request.isBusy}
      onSave={() => void save()}
      onCancel={() => {
        clearDraft();
        void navigate(home);
      }}
      onNavigate={(href) => void navigate(href)}
    />
  );
}
