import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LegalIndexPage } from './LegalIndexPage';

const meta = {
  title: 'Pages/Legal/LegalIndexPage',
  component: LegalIndexPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LegalIndexPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The legal documents, each linked to its page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(expect.arrayContaining(['/legal/privacy', '/legal/terms']));
  },
};
