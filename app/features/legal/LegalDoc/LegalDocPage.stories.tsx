import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_HOSTILE_LEGAL, SAMPLE_LEGAL } from '../../../lib/flow/fixtures';
import { LegalDocPage } from './LegalDocPage';

const meta = {
  title: 'Pages/Legal/LegalDocPage',
  component: LegalDocPage,
  parameters: { layout: 'fullscreen' },
  args: { doc: 'privacy', status: 'loading' },
  // The markdown renderer is its own chunk; fetched before the story renders, as a page has it by the time a document arrives.
  loaders: [async () => ({ markdown: await import('./LegalMarkdown') })],
} satisfies Meta<typeof LegalDocPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The document drawn from markdown: its headings below the page's h1, an outside link that says it opens a new tab. */
export const Ready: Story = {
  args: { doc: 'privacy', status: 'ready', markdown: SAMPLE_LEGAL.markdown, locale: 'en', dir: 'ltr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(await canvas.findByRole('heading', { level: 2, name: SAMPLE_LEGAL.texts[0] })).toBeVisible();
    const outside = canvas.getByRole('link', { name: new RegExp(SAMPLE_LEGAL.texts[6]) });
    await expect(outside).toHaveAttribute('target', '_blank');
    await expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    const inside = canvas.getByRole('link', { name: SAMPLE_LEGAL.texts[7] });
    await expect(inside).not.toHaveAttribute('target');
    await expect(canvasElement.querySelector('#legal-fallback-note')).toBeNull();
  },
};

/** Not published in the language asked for: shown in another, with an info note that says so above it. */
export const FallbackLanguage: Story = {
  args: { doc: 'terms', status: 'ready', markdown: SAMPLE_LEGAL.markdown, locale: 'en', dir: 'ltr', missingIn: '日本語', shownIn: 'English' },
  play: async ({ canvasElement }) => {
    const note = canvasElement.querySelector<HTMLElement>('#legal-fallback-note');
    await expect(note).toBeVisible();
    await expect(note).toHaveTextContent(/日本語/);
    await expect(note).toHaveTextContent(/English/);
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: SAMPLE_LEGAL.texts[0] })).toBeVisible();
  },
};

/** While the document is fetched. */
export const Loading: Story = {
  args: { doc: 'terms', status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

/** The terms could not be got (errno 1007): why, and a retry. */
export const TermsError: Story = {
  args: { doc: 'terms', status: 'error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button'));
    await expect((args as { onRetry: () => void }).onRetry).toHaveBeenCalledOnce();
  },
};

/** The privacy notice could not be got (errno 1006), a retry under way. */
export const PrivacyErrorRetrying: Story = {
  args: { doc: 'privacy', status: 'error', onRetry: fn(), retrying: true },
};

/**
 * A document written to attack the page renders inert: no script, frame,
 * picture, form or raw HTML reaches the page, no element carries an event
 * handler or a style, and no link leads to a javascript: or data: address.
 */
export const HostileDocument: Story = {
  args: { doc: 'terms', status: 'ready', markdown: SAMPLE_HOSTILE_LEGAL.markdown, locale: 'en', dir: 'ltr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2 })).toHaveTextContent(SAMPLE_HOSTILE_LEGAL.texts[0]);
    const article = canvasElement.querySelector('article')!;
    const body = article.querySelector('[lang]')!;
    await expect(body.querySelectorAll('script, iframe, img, form, input, style, object, embed')).toHaveLength(0);
    for (const element of body.querySelectorAll('*')) {
      const attributes = [...element.attributes].map((attribute) => attribute.name);
      await expect(attributes.filter((name) => name.startsWith('on') || name === 'srcdoc')).toEqual([]);
    }
    // The only inline style is the design system's own: the hidden 'Opens in new window' inside the outside link.
    const styled = [...body.querySelectorAll('[style]')];
    await expect(styled.map((element) => element.closest('a')?.getAttribute('href'))).toEqual(['https://help.example.org/']);
    const hrefs = [...body.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '');
    await expect(hrefs).toEqual(['https://help.example.org/']);
    // Inline HTML leaves its words as plain text; a block of it leaves nothing.
    await expect(body.textContent).not.toMatch(/overlay|__legalAttack/);
    for (const text of SAMPLE_HOSTILE_LEGAL.texts) await expect(body.textContent).toContain(text);
    await expect((window as { __legalAttack?: unknown }).__legalAttack).toBeUndefined();
  },
};

/** A failed call says why under errno 1006 (here the server busy message of SPEC §8.1), with 'Try again'. */
export const PrivacyErrorWithCause: Story = {
  args: { doc: 'privacy', status: 'error', onRetry: fn(), cause: { ftlId: 'auth-error-201' } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(/privacy/i);
    await expect(alert).toHaveTextContent(/server busy/i);
    await expect(canvasElement.querySelector('#legal-retry')).toBeInTheDocument();
  },
};
