// For stories only: the agreement sentence of a page that creates an account.
import { expect, within } from 'storybook/test';

/** The sentence is there, in order, and its two documents are links to their pages that open in a new tab. */
export async function expectTermsAgreement(canvasElement: HTMLElement): Promise<void> {
  const terms = within(canvasElement).getByRole('link', { name: /^Terms of Service/ });
  const privacy = within(canvasElement).getByRole('link', { name: /^Privacy Notice/ });
  await expect(terms).toHaveAttribute('href', '/legal/terms');
  await expect(privacy).toHaveAttribute('href', '/legal/privacy');
  for (const link of [terms, privacy]) await expect(link).toHaveAttribute('target', '_blank');
  const sentence = terms.closest('p');
  await expect(sentence).toContainElement(privacy);
  await expect(sentence?.textContent?.replace(/\s*\(Opens in new window\)/g, '').replace(/[\u2068\u2069]/g, '')).toBe(
    'By proceeding, you agree to the Terms of Service and Privacy Notice.',
  );
}
