import { Localized } from '@fluent/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { LanguageSelector } from '../LanguageSelector';
import { STORY_LANGUAGES } from '../LanguageSelector/storyLanguages';
import { Link } from '../Link';
import { Footer } from './Footer';

function Language() {
  const [locale, setLocale] = useState('');
  return <LanguageSelector value={locale} onChange={setLocale} languages={STORY_LANGUAGES} />;
}

const links = [
  <Link key="terms" href="/legal/terms">
    <Localized id="story-footer-terms" />
  </Link>,
  <Link key="privacy" href="/legal/privacy">
    <Localized id="story-footer-privacy" />
  </Link>,
];

const meta = {
  title: 'Components/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The legal links at the start, named as a navigation region, and the language menu at the end. */
export const LinksAndLanguage: Story = {
  args: { links, language: <Language /> },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation');
    await expect(nav).toHaveAccessibleName(/\S/);
    await expect(within(nav).getAllByRole('link')).toHaveLength(2);
    await expect(within(footer).getByRole('button')).toBeVisible();
  },
};

export const LinksOnly: Story = {
  args: { links },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2);
  },
};

/** Only the language menu: no empty navigation region. */
export const LanguageOnly: Story = {
  args: { language: <Language /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** Narrow: the links and the menu wrap under each other. */
export const Narrow: Story = {
  args: { links, language: <Language /> },
  decorators: [(Story) => <div style={{ maxInlineSize: '320px' }}>{Story()}</div>],
};
