// What the settings pages' stories share (stories only: never exported by
// the kit's index, so no page bundle takes Storybook's test helpers): the
// home's heading that a confirmation sits above, the confirmation a change
// ends with, and the waiting and failed states of a list read when its page
// opens (ReadList), and the args a code step or a phone's number starts from.
import { useLocalization } from '@fluent/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_PHONE } from '../storySamples';
import type { CodeEntry, ResendEntry } from './codeEntry';
import { SettingsFrame } from './SettingsFrame';
import type { PhoneNumberFields } from './usePhoneNumber';

/** The settings home's heading, standing for the home the frame shows. */
export function HomeHeading() {
  const { l10n } = useLocalization();
  return <h1 tabIndex={-1}>{l10n.getString('settings-heading')}</h1>;
}

/** Done: the settings home says `alert` at the top, politely, in words containing `says`. */
export function confirmedOnHome(alert: string, says: string) {
  return {
    render: () => (
      <SettingsFrame current="security" onNavigate={fn()} onSignOut={fn()} alert={alert} onDismissAlert={fn()}>
        <HomeHeading />
      </SettingsFrame>
    ),
    parameters: { layout: 'fullscreen' },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await expect(within(canvasElement).getByRole('status')).toHaveTextContent(says);
    },
  };
}

/** The list on its way: a spinner, and no list yet. */
export const READ_LIST_LOADING = {
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The list could not be read: the reason, announced, and Try again. */
export const READ_LIST_FAILED = {
  args: { error: { ftlId: 'auth-error-998' } },
  play: async ({ args, canvasElement }: { args: { onRetry: () => void }; canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/System unavailable/);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A code step as it opens: nothing typed, nothing sent yet, no new code asked for. */
export function codeStepArgs(): CodeEntry & ResendEntry {
  return { code: '', onCodeChange: fn(), submitting: false, onSubmit: fn(), resendStatus: 'idle', onResend: fn() };
}

/** A phone's number as its form opens: the sample countries, the United States chosen, nothing typed. */
export function phoneNumberArgs(): PhoneNumberFields {
  return { countries: SAMPLE_PHONE.countries, country: 'US', onCountryChange: fn(), number: '', onNumberChange: fn() };
}
