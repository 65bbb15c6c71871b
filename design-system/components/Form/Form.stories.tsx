import { Localized } from '@fluent/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { EmailField } from '../EmailField';
import { PasswordField } from '../PasswordField';
import { Form } from './Form';

function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: boolean; password?: boolean; terms?: boolean }>({});
  const [terms, setTerms] = useState(false);
  return (
    <Form
      style={{ maxInlineSize: '360px' }}
      onSubmit={() => setErrors({ email: !email.includes('@'), password: password.length < 8, terms: !terms })}
    >
      <EmailField
        label={<Localized id="story-email-label" />}
        value={email}
        onChange={setEmail}
        errorMessage={errors.email ? <Localized id="story-email-error" /> : undefined}
      />
      <PasswordField
        label={<Localized id="story-password-label" />}
        value={password}
        onChange={setPassword}
        errorMessage={errors.password ? <Localized id="story-password-error" /> : undefined}
      />
      <Checkbox
        label={<Localized id="story-checkbox-label" />}
        isSelected={terms}
        onChange={setTerms}
        errorMessage={errors.terms ? <Localized id="story-checkbox-error" /> : undefined}
      />
      <Button type="submit" />
    </Form>
  );
}

const meta = {
  title: 'Forms/Form',
  component: Form,
  render: () => <SignInForm />,
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FocusFirstInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox');
    await userEvent.type(email, 'ada@example.com');
    const submit = canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!submit) throw new Error('no submit button');
    await userEvent.click(submit);
    const password = canvasElement.querySelector('input[autocomplete="current-password"]');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(document.activeElement).toBe(password);
  },
};

export const Empty: Story = {};
