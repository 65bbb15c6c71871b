// The states every code page has, as stories a page's story file names:
//   export const WrongCode: Story = codeStories.wrongCode('111111', 'auth-error-183');
// Each asserts what the state shows, so a page keeps the behaviour of the kit.
import { expect, userEvent, within } from 'storybook/test';
import type { ShownError } from './errors';
import type { ResendStatus } from './useCodeForm';
import { SAMPLE } from './fixtures';

/** The values a code page's state story sets; the page's own story file gives the rest. */
interface StateArgs {
  code?: string;
  codeError?: ShownError;
  bannerError?: ShownError;
  submitting?: boolean;
  resendStatus?: ResendStatus;
}

interface CodeStory {
  args: StateArgs;
  play: (context: { args: { onSubmit?: unknown }; canvasElement: HTMLElement }) => Promise<void>;
}

/** The field, by its label (the kit's 'Enter 6-digit code' unless the page names it otherwise). */
const field = (canvasElement: HTMLElement, label: RegExp) => within(canvasElement).getByLabelText(label);

/**
 * The six-digit field of an empty code page: a numeric keypad, the browser's
 * one-time-code fill, and what is typed reaches the page.
 */
export async function expectDigitsField({ args, canvasElement }: { args: { onCodeChange?: unknown }; canvasElement: HTMLElement }, typed: string): Promise<void> {
  const input = field(canvasElement, /6-digit code/i);
  await expect(input).toHaveAttribute('inputmode', 'numeric');
  await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  await userEvent.type(input, typed);
  await expect(args.onCodeChange).toHaveBeenCalledWith(typed);
}

export const codeStories = {
  /** A typed code; the submit button sends it. */
  filled(code: string, submit: RegExp = /^confirm$/i): CodeStory {
    return {
      args: { code },
      play: async ({ args, canvasElement }) => {
        await userEvent.click(within(canvasElement).getByRole('button', { name: submit }));
        await expect(args.onSubmit).toHaveBeenCalled();
      },
    };
  },

  /** While the code is checked the submit button is busy. */
  submitting(code: string, submit: RegExp = /confirm/i): CodeStory {
    return {
      args: { code, submitting: true },
      play: async ({ canvasElement }) => {
        await expect(within(canvasElement).getByRole('button', { name: submit })).toHaveAttribute('aria-busy', 'true');
      },
    };
  },

  /** A missing or wrong code: said under the field, which keeps what was typed. */
  wrongCode(code: string, ftlId: string, label: RegExp = /6-digit code/i): CodeStory {
    return {
      args: { code, codeError: { ftlId } },
      play: async ({ canvasElement }) => {
        const input = field(canvasElement, label);
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        await expect(input).toHaveValue(code);
      },
    };
  },

  /** The server's limit: the banner gives the wait in words, and the code stays. */
  throttled(code: string, label: RegExp = /6-digit code/i): CodeStory {
    return {
      args: { code, bannerError: { ftlId: 'auth-error-114', args: { retryAfterLocalized: SAMPLE.wait } } },
      play: async ({ canvasElement }) => {
        await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/in 15 minutes/);
        await expect(field(canvasElement, label)).toHaveValue(code);
      },
    };
  },

  /** A new code is on its way: the resend button is busy. */
  resending(button: RegExp = /new code/i): CodeStory {
    return {
      args: { resendStatus: 'sending' },
      play: async ({ canvasElement }) => {
        const resend = [...canvasElement.querySelectorAll('button')].find((element) => button.test(element.textContent ?? ''));
        await expect(resend).toHaveAttribute('aria-busy', 'true');
      },
    };
  },
};
