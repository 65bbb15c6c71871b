// Drives a page with the keyboard alone: Tab to move, Enter or Space to act,
// typing into whatever has focus. It never clicks.
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

const MAX_TABS = 40;

export class KeyboardDriver {
  constructor(private readonly page: Page) {}

  /** Presses Tab (Shift+Tab backwards) until `target` has focus. */
  async tabTo(target: Locator, { backwards = false } = {}): Promise<void> {
    for (let i = 0; i < MAX_TABS; i++) {
      if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
      await this.page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    }
    await expect(target, 'reachable with the Tab key').toBeFocused();
  }

  /** Tabs to a field and types into it, replacing what was there. */
  async fill(target: Locator, text: string): Promise<void> {
    await this.tabTo(target);
    await this.page.keyboard.press('ControlOrMeta+a');
    await this.page.keyboard.press('Delete');
    await this.page.keyboard.type(text);
  }

  /** Tabs to a control and presses Enter. */
  async press(target: Locator): Promise<void> {
    await this.tabTo(target);
    await this.page.keyboard.press('Enter');
  }

  /** Tabs to a control and presses Space. */
  async toggle(target: Locator): Promise<void> {
    await this.tabTo(target);
    await this.page.keyboard.press('Space');
  }
}
