// @vitest-environment happy-dom
// After a route change the page shell moves focus to the page's h1: the h1 a
// design-system CardHeader draws, and the h1 a page draws itself.
import { act } from 'react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CardHeader, Layout } from '../../../../design-system';
import { PageShell, usePageTitle } from '../../../../app/lib/page';
import { renderRoutes } from '../../../support/render';

function CardHeaderPage() {
  usePageTitle('Card');
  return (
    <Layout>
      <CardHeader variant="for-your-account" heading="Sign in" />
      <button type="button">Continue</button>
    </Layout>
  );
}

function OwnHeadingPage() {
  usePageTitle('Own');
  return (
    <Layout>
      <h1 tabIndex={-1}>Enter your email</h1>
      <button type="button">Continue</button>
    </Layout>
  );
}

function Shell() {
  return (
    <PageShell>
      <Outlet />
    </PageShell>
  );
}

describe('focus on the page heading after a route change', () => {
  it.each([
    { from: '/own', to: '/card', heading: 'Sign in', rule: "a CardHeader's h1" },
    { from: '/card', to: '/own', heading: 'Enter your email', rule: "a page's own h1" },
  ])('lands on $rule', async ({ from, to, heading }) => {
    const { router } = await renderRoutes(
      [{ Component: Shell, children: [{ path: '/card', Component: CardHeaderPage }, { path: '/own', Component: OwnHeadingPage }] }],
      from,
    );
    // The first page is read as the document loads: focus stays where it is.
    expect(document.activeElement).toBe(document.body);
    await act(async () => {
      await router.navigate(to);
    });
    const focused = document.activeElement as HTMLElement;
    expect(focused.tagName).toBe('H1');
    expect(focused.textContent).toContain(heading);
    expect(focused.closest('main')).not.toBeNull();
    // Browsers focus a heading only with a tabindex; -1 keeps it out of the Tab order.
    expect(focused.getAttribute('tabindex')).toBe('-1');
  });
});
