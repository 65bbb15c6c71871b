// A settings page that is one form: its page (Back and the heading), an
// optional lead, a banner for any failure that is no field's, the fields, then
// Cancel and the button that saves. Pure.
import { useLocalization } from '@fluent/react';
import type { ReactNode } from 'react';
import { Button, Form } from '../../../../design-system';
import { ErrorBanner } from '../../../lib/flow';
import type { ShownError } from '../../../lib/flow';
import type { SettingsSection } from '../sections';
import { Buttons, QuietLead } from './blocks';
import { SettingsSubPage } from './SettingsSubPage';
import type { SettingsPage } from './useSettingsPage';
import type { SettingsRequest } from './useSettingsRequest';

/** What a one-form page takes from its container besides its fields. */
export interface SettingsFormState {
  /** A failure that is no field's, in a banner. */
  bannerError?: ShownError | undefined;
  /** Saving is under way. */
  busy?: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  onNavigate?: ((href: string) => void) | undefined;
}

export interface SettingsFormProps extends SettingsFormState {
  /** The stem of the buttons' ids: `${id}-cancel` and `${id}-save`. */
  id: string;
  heading: string;
  /** The section of the home Back and Cancel return to. */
  section: SettingsSection;
  /** A line above the form. */
  lead?: string;
  submitLabel: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * A one-form page's state from its container: the request's banner and busy
 * state, `save` on submit, and Cancel, which forgets what was typed
 * (`forget`) and goes back to the section.
 */
export function settingsFormState(
  request: Pick<SettingsRequest<unknown>, 'bannerError' | 'isBusy'>,
  save: () => Promise<void>,
  page: Pick<SettingsPage, 'leave' | 'onNavigate'>,
  forget: () => void,
): SettingsFormState {
  return {
    bannerError: request.bannerError,
    busy: request.isBusy,
    onSubmit: () => void save(),
    onCancel: () => {
      forget();
      page.leave();
    },
    onNavigate: page.onNavigate,
  };
}

export function SettingsForm({ id, heading, section, lead, bannerError, busy = false, submitLabel, onSubmit, onCancel, onNavigate, children }: SettingsFormProps) {
  const { l10n } = useLocalization();
  return (
    <SettingsSubPage heading={heading} section={section} onNavigate={onNavigate}>
      {lead !== undefined && <QuietLead>{lead}</QuietLead>}
      <ErrorBanner error={bannerError} />
      <Form onSubmit={() => onSubmit()}>
        {children}
        <Buttons>
          <Button id={`${id}-cancel`} variant="secondary" onPress={onCancel}>
            {l10n.getString('settings-cancel')}
          </Button>
          <Button id={`${id}-save`} type="submit" isPending={busy}>
            {submitLabel}
          </Button>
        </Buttons>
      </Form>
    </SettingsSubPage>
  );
}
