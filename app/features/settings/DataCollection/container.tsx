// The data collection page: starts from the account's choice (or what the
// person ticked here before and did not save), saves it through app/api,
// tells the app's metrics at once (opted out, nothing more is sent),
// refreshes the area's account and returns to its section with a
// confirmation.
import { applyMetricsChoice } from '../../../lib/metrics';
import { useDraft } from '../data';
import { settingsFormState, useSettingsPage, useSettingsRequest } from '../kit';
import { DataCollectionPage } from './DataCollectionPage';

export const DATA_COLLECTION_PAGE = 'data_collection';

export function DataCollectionContainer() {
  const page = useSettingsPage('settings-data-collection-heading', 'data-collection');
  const [draft, setDraft, clearDraft] = useDraft(DATA_COLLECTION_PAGE, { enabled: String(page.account.metricsEnabled) });
  const request = useSettingsRequest();
  const enabled = draft.enabled === 'true';

  const save = async () => {
    if (!(await request.run(true, () => page.api.setMetricsEnabled(enabled), { keepBusy: true }))) return;
    applyMetricsChoice(enabled);
    clearDraft();
    await page.finish(enabled ? 'settings-data-collection-saved-on' : 'settings-data-collection-saved-off');
  };

  return <DataCollectionPage enabled={enabled} onChange={(next) => setDraft({ enabled: String(next) })} {...settingsFormState(request, save, page, clearDraft)} />;
}
