// The banners every flow shows the same way: a failure that is not about one
// field, and the confirmation that a new code or link was sent, which asks the
// person to add our sending address to their contacts (SPEC §8.1).
import { useLocalization } from '@fluent/react';
import { Banner } from '../../../design-system';
import type { ShownError } from './errors';

/** A localized error, or nothing. */
export function useErrorText(): (error: ShownError | undefined) => string | undefined {
  const { l10n } = useLocalization();
  return (error) => (error ? l10n.getString(error.ftlId, error.args) : undefined);
}

/** An error banner for failures that are not about one field (announced assertively). */
export function ErrorBanner({ error }: { error?: ShownError | undefined }) {
  const text = useErrorText()(error);
  return text ? <Banner type="error" description={text} /> : null;
}

export interface SentBannerProps {
  /** The address our mail comes from (the configuration's `mailSender`). */
  sender: string;
}

/** 'A new code was sent to your email.' and 'Add {sender} to your contacts…'. */
export function SentBanner({ sender }: SentBannerProps) {
  const { l10n } = useLocalization();
  return (
    <Banner
      type="success"
      heading={l10n.getString('flow-code-sent')}
      description={l10n.getString('flow-add-to-contacts', { email: sender })}
    />
  );
}
