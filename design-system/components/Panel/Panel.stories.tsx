import { Localized } from '@fluent/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHeading } from '../PageHeading';
import { Text } from '../Text';
import { Panel } from './Panel';

const meta = {
  title: 'Components/Panel',
  component: Panel,
  args: {
    'aria-labelledby': 'story-panel-heading',
    children: (
      <>
        <PageHeading level="section" id="story-panel-heading">
          <Localized id="story-section-heading" />
        </PageHeading>
        <Text>
          <Localized id="story-description" />
        </Text>
      </>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A part of a wide page, named by its heading. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAccessibleName(/\S/);
  },
};
