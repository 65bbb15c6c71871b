import { Localized } from '@fluent/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'email', label: <Localized id="story-radio-email" /> },
  { value: 'sms', label: <Localized id="story-radio-sms" /> },
  { value: 'none', label: <Localized id="story-radio-none" /> },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: <Localized id="story-radio-label" />, options, onChange: fn() },
  argTypes: { label: { control: false }, options: { control: false }, description: { control: false }, errorMessage: { control: false } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleName(/\S/);
    const radios = canvas.getAllByRole('radio');
    await userEvent.click(radios[1] as HTMLElement);
    await expect(radios[1]).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('sms');
    await userEvent.keyboard('{ArrowDown}');
    await expect(radios[2]).toBeChecked();
  },
};

export const Selected: Story = { args: { defaultValue: 'email', description: <Localized id="story-description" /> } };

export const Invalid: Story = {
  args: { errorMessage: <Localized id="story-checkbox-error" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'sms' } };

export const OneOptionDisabled: Story = {
  args: { options: [options[0]!, { ...options[1]!, isDisabled: true }, options[2]!] },
};
