// The cookies-disabled screen (SPEC §2.4). Pure: the container checks the
// browser and navigates.
import { useLocalization } from '@fluent/react';
import { Banner, Button, CardHeader, ExternalLink, Layout, Text } from '../../../../design-system';
import type { CookiesMessage } from '../retry';

export interface CookiesDisabledPageProps {
  /** The support article on enabling cookies and local storage; opens in a new tab. */
  supportUrl: string;
  /** 'Try again' was pressed and the check passed: the button waits while history goes back. @default false */
  retrying?: boolean;
  /** The error shown in an assertive banner, such as 'Local storage or cookies are still disabled'. */
  error?: CookiesMessage;
  /** Changes with every failed try, so that the same error is announced again. @default 0 */
  errorKey?: number;
  onTryAgain: () => void;
}

export function CookiesDisabledPage({ supportUrl, retrying = false, error, errorKey = 0, onTryAgain }: CookiesDisabledPageProps) {
  const { l10n } = useLocalization();
  return (
    <Layout>
      {error && <Banner key={errorKey} type="error" description={l10n.getString(error.id)} />}
      <CardHeader variant="heading" heading={l10n.getString('cookies-disabled-heading')} />
      <Text tone="secondary" centred spaced>
        {l10n.getString('cookies-disabled-text')}
      </Text>
      <Text centred spaced>
        <ExternalLink id="cookies-disabled-learn-more" href={supportUrl}>
          {l10n.getString('cookies-disabled-learn-more')}
        </ExternalLink>
      </Text>
      <Button id="cookies-disabled-try-again" onPress={onTryAgain} isPending={retrying} fullWidth>
        {l10n.getString('cookies-disabled-try-again')}
      </Button>
    </Layout>
  );
}
