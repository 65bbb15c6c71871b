// The one way journeys give input, by pointer or by keyboard alone. By
// keyboard, every field and control is reached with Tab (Shift+Tab) and used
// with typing, Enter or Space, never a click, which proves it can be reached
// that way; by pointer, it is clicked and filled.
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

export type Input = 'pointer' | 'keyboard';

const MAX_TABS = 40;

export class InputDriver {
  constructor(
    readonly page: Page,
    readonly mode: Input,
  ) {}

  /** Presses Tab (Shift+Tab backwards) until `target` has focus; fails when Tab never reaches it. */
  async tabTo(target: Locator, { backwards = false } = {}): Promise<void> {
    for (let i = 0; i < MAX_TABS; i++) {
      if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
      await this.page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    }
    await expect(target, 'reachable with the Tab key').toBeFocused();
  }

  /**
   * Replaces what a field holds with `text`. By keyboard, the field is reached with Tab and
   * emptied with real key presses; the first character is a real key press too, and the rest
   * arrives as one text input, as from a keyboard's input method or dictation. A key press per
   * character re-rendered the form for every character and cost about a tenth of the keyboard
   * journeys' CPU, while what a journey proves (the field is reached, takes keys and keeps the
   * text) stays the same.
   */
  async fill(target: Locator, text: string): Promise<void> {
    if (this.mode === 'pointer') {
      await target.fill(text);
      return;
    }
    await this.tabTo(target);
    await this.page.keyboard.press('ControlOrMeta+a');
    await this.page.keyboard.press('Delete');
    const [first = '', ...rest] = text;
    await this.page.keyboard.type(first);
    if (rest.length > 0) await this.page.keyboard.insertText(rest.join(''));
  }

  /** Uses a button or link: a click, or Tab to it and Enter. */
  async activate(target: Locator): Promise<void> {
    if (this.mode === 'pointer') {
      await target.click();
      return;
    }
    await this.tabTo(target);
    await this.page.keyboard.press('Enter');
  }

  /** Switches a checkbox or chooses a radio: a click, or Tab to it and Space. */
  async toggle(target: Locator): Promise<void> {
    if (this.mode === 'pointer') {
      // A pointer clicks what is drawn: the label around a box whose own input is visually hidden.
      const label = target.locator('xpath=ancestor::label[1]');
      await ((await label.count()) > 0 ? label : target).click();
      return;
    }
    await this.tabTo(target);
    await this.page.keyboard.press('Space');
  }
}
