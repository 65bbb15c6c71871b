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

export interface SettingsFormProps {
  /** The stem of the buttons' ids: `${id}-cancel` and `${id}-save`. */
  id: string;
  heading: string;
  /** The section of the home Back and Cancel return to. */
  section: SettingsSection;
  /** A line above the form. */
  lead?: string;
  /** A failure that is no field's, in a banner. */
  bannerError?: ShownError | undefined;
  /** Saving is under way. */
  busy: boolean;
  submitLabel: string;
  onSubmit: () => void;
  onCancel: () => void;
  onNavigate?: ((href: string) => void) | undefined;
  /** The fields. */
  children: ReactNode;
}

export function SettingsForm({ id, heading, section, lead, bannerError, busy, submitLabel, onSubmit, onCancel, onNavigate, children }: SettingsFormProps) {
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
