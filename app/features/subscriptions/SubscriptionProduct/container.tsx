// /subscriptions/products/{productId}: looks up the product the path names
// (SPEC §2.2, §3.7) and shows it. An id the server would refuse is not
// sent; it names no product, like an id the server does not know.
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useAppServices } from '../../../lib/app';
import { SubscriptionProductPage } from './SubscriptionProductPage';

/** A product id as the server stores it. */
const PRODUCT_ID = /^[A-Za-z0-9_-]{1,64}$/;

type State =
  | { status: 'loading' }
  | { status: 'error'; retrying: boolean }
  | { status: 'not-found' }
  | { status: 'ready'; productName: string };

export function SubscriptionProductContainer() {
  const { api } = useAppServices();
  const { productId = '' } = useParams();
  const wellFormed = PRODUCT_ID.test(productId);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wellFormed) return;
    let active = true;
    api.getProductInfo(productId).then(
      (product) => {
        if (active) setState(product ? { status: 'ready', productName: product.subscriptionProductName } : { status: 'not-found' });
      },
      () => {
        if (active) setState({ status: 'error', retrying: false });
      },
    );
    return () => {
      active = false;
    };
  }, [api, productId, wellFormed, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'error', retrying: true });
    setAttempt((n) => n + 1);
  }, []);

  if (!wellFormed || state.status === 'not-found') return <SubscriptionProductPage status="not-found" />;
  if (state.status === 'error') return <SubscriptionProductPage status="error" onRetry={retry} retrying={state.retrying} />;
  if (state.status === 'ready') return <SubscriptionProductPage status="ready" productName={state.productName} />;
  return <SubscriptionProductPage status="loading" />;
}
