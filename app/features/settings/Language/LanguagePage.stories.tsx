import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { languageChoices } from '../../../lib/l10n';
import { LanguagePage } from './LanguagePage';

const meta = {
  title: 'Pages/Settings/LanguagePage',
  component: LanguagePage,
  args: { preference: '', languages: languageChoices(''), onChange: fn(), onNavigate: fn() },
} satisfies Meta<typeof LanguagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the browser's languages decide; choosing one reports it. */
export const BrowserDefault: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Language' })).toBeInTheDocument();
    const select = canvas.getByRole('button', { name: /Select language/ });
    await expect(select).toHaveTextContent('Browser default');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: /Deutsch/ }));
    await expect(args.onChange).toHaveBeenCalledWith('de');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('link', { name: 'Back to settings' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings#language');
  },
};

/** A language saved here: the selector shows it and the page says it was saved. */
export const Saved: Story = {
  args: { preference: 'fr', saved: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Select language/ })).toHaveTextContent(/Français/);
    await expect(canvas.getByRole('status')).toHaveTextContent('Language saved.');
  },
};

/** Back to the browser's languages. */
export const SavedBrowserDefault: Story = {
  args: { preference: '', saved: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent("Your browser's languages are used.");
  },
};

/** While the chosen language loads the selector is disabled and nothing is said yet. */
export const Loading: Story = {
  args: { preference: 'fr', saved: true, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Select language/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/**
 * Every language by its own name and then its English one, in the browser's
 * own locale data: Chromium cannot name Welsh or Sorbian in themselves, which
 * the CLDR table beside the names does. Never a code.
 */
export const EveryLanguageNamed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Select language/ }));
    const listbox = await screen.findByRole('listbox');
    const named = (lang: string) => listbox.querySelector(`[role="option"][lang="${lang}"]`)?.textContent;
    await expect(named('cy')).toBe('Cymraeg (Welsh)');
    await expect(named('eu')).toBe('Euskara (Basque)');
    await expect(named('ka')).toBe('ქართული (Georgian)');
    await expect(named('dsb')).toBe('Dolnoserbšćina (Lower Sorbian)');
    await expect(named('kab')).toBe('Taqbaylit (Kabyle)');
    await expect(named('gn')).toBe('Avañe’ẽ (Guarani)');
    await expect(named('de')).toBe('Deutsch (German)');
    await expect(named('he')).toBe('עברית (Hebrew)');
    await expect(named('en')).toBe('English');
    for (const option of within(listbox).getAllByRole('option').slice(1)) {
      const code = option.getAttribute('lang') ?? '';
      await expect(option.textContent).not.toMatch(new RegExp(`^${code}$|\\(${code}\\)`, 'i'));
    }
    await userEvent.keyboard('{Escape}');
  },
};
