// /subscriptions/products/{productId}: the subscription product the address
// names, by its name, and the way to the account that manages it; a spinner
// while it is looked up, why it could not be with a retry, or that the
// address names no product.
import { useLocalization } from '@fluent/react';
import { Banner, Button, ButtonGroup, LoadingSpinner } from '../../../../design-system';
import { FlowCard, FlowLink, Text } from '../../../lib/flow';
import { PATHS } from '../../../lib/paths';

export type SubscriptionProductPageProps =
  | { status: 'loading' }
  | { status: 'ready'; productName: string }
  /** A malformed id, or one no product has. */
  | { status: 'not-found' }
  /** The look-up failed; retrying while a new one is under way. */
  | { status: 'error'; onRetry: () => void; retrying?: boolean };

export function SubscriptionProductPage(props: SubscriptionProductPageProps) {
  const { l10n } = useLocalization();
  const settingsLink = (
    <FlowLink id="subscription-product-settings" href={PATHS.settings}>
      {l10n.getString('subscription-product-settings-link')}
    </FlowLink>
  );
  if (props.status === 'loading') {
    return (
      <FlowCard heading={l10n.getString('subscription-product-title')}>
        <div role="status" aria-label={l10n.getString('subscription-product-loading')}>
          <LoadingSpinner />
        </div>
      </FlowCard>
    );
  }
  if (props.status === 'not-found') {
    return (
      <FlowCard heading={l10n.getString('subscription-product-not-found-heading')}>
        <Text>{l10n.getString('subscription-product-not-found-text')}</Text>
        <ButtonGroup align="column">{settingsLink}</ButtonGroup>
      </FlowCard>
    );
  }
  if (props.status === 'error') {
    return (
      <FlowCard heading={l10n.getString('subscription-product-title')}>
        <Banner type="error" description={l10n.getString('subscription-product-error')} />
        <ButtonGroup align="column">
          <Button id="subscription-product-retry" fullWidth onPress={props.onRetry} isPending={props.retrying ?? false}>
            {l10n.getString('subscription-product-retry')}
          </Button>
        </ButtonGroup>
      </FlowCard>
    );
  }
  return (
    <FlowCard heading={l10n.getString('subscription-product-heading', { productName: props.productName })}>
      <Text>{l10n.getString('subscription-product-text', { productName: props.productName })}</Text>
      <ButtonGroup align="column">{settingsLink}</ButtonGroup>
    </FlowCard>
  );
}
