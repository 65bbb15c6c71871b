// @vitest-environment happy-dom
// The subscription product page against the reference server in this
// process: a stored product by its name, an unknown id and a malformed one
// as not found (the malformed one never sent), and a failed look-up that
// says so and finds the product when tried again.
import { waitFor } from '@testing-library/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from '../../../../app/api';
import { SubscriptionProductContainer } from '../../../../app/features/subscriptions';
import { useInProcessServer } from '../../../support/inProcessServer';
import { press, renderRoutes, testServices } from '../../../support/render';

const server = useInProcessServer();
beforeAll(async () => {
  await server.services.products.seed(PRODUCTS);
});

const PRODUCTS = [
  { id: 'prod_orbitvpn', name: 'Orbit VPN' },
  { id: 'prod-notes_2', name: 'Orbit Notes Premium' },
];

/** Counts the requests the page sends; the first `failures` of them get no answer. */
function countingTransport(failures = 0) {
  let sent = 0;
  const transport: Transport = (request) => {
    sent += 1;
    if (sent <= failures) return Promise.reject(new TypeError('Failed to fetch'));
    return server.transport(request);
  };
  return { transport, sent: () => sent };
}

async function render(productId: string, transport: Transport = server.transport) {
  return renderRoutes(
    [{ path: '/subscriptions/products/:productId', element: <SubscriptionProductContainer /> }],
    `/subscriptions/products/${encodeURIComponent(productId)}`,
    { services: testServices({ transport }) },
  );
}

const heading = (container: HTMLElement) => container.querySelector('h1')?.textContent;

describe('the subscription product page', () => {
  it('names the stored product the path gives, with the way to the account', async () => {
    const product = PRODUCTS[0]!;
    const { container } = await render(product.id);
    await waitFor(() => expect(heading(container)).toBe(product.name));
    expect(container.textContent).toContain(`Your ${product.name} subscription belongs to your`);
    expect(container.querySelector('#subscription-product-settings')?.getAttribute('href')).toBe('/settings');
  });

  it('says an id no product has is not found', async () => {
    const { container } = await render('prod_unknown');
    await waitFor(() => expect(heading(container)).toBe('Subscription not found'));
    expect(container.querySelector('button')).toBeNull();
  });

  it.each([
    { rule: 'a quote', id: "prod' OR 1=1" },
    { rule: 'a space', id: 'prod vpn' },
    { rule: 'an id longer than 64 characters', id: 'p'.repeat(65) },
  ])('says a malformed id is not found without asking the server: $rule', async ({ id }) => {
    const { transport, sent } = countingTransport();
    const { container } = await render(id, transport);
    expect(heading(container)).toBe('Subscription not found');
    expect(sent()).toBe(0);
  });

  it('says a failed look-up failed, and finds the product when tried again', async () => {
    const product = PRODUCTS[1]!;
    const { transport, sent } = countingTransport(1);
    const { container } = await render(product.id, transport);
    await waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toBe('The subscription could not be looked up. Check your connection and try again.'));
    await press(container, '#subscription-product-retry');
    await waitFor(() => expect(heading(container)).toBe(product.name));
    expect(sent()).toBe(2);
  });
});
