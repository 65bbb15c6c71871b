// The sync engines a person may choose (SPEC §3.12): six offered by default
// and chosen; addresses and payment methods offered only when the browser
// lists them, and then not chosen until the person ticks them. The browser's
// list counts only for desktop sync or when it says it lets people choose.
import type { StatusCapabilities } from '../webChannel';

export interface SyncEngine {
  readonly id: string;
  readonly defaultInclude: boolean;
}

/** Every engine the page knows, in the order they are listed. */
export const SYNC_ENGINES: readonly SyncEngine[] = [
  { id: 'bookmarks', defaultInclude: true },
  { id: 'history', defaultInclude: true },
  { id: 'passwords', defaultInclude: true },
  { id: 'addons', defaultInclude: true },
  { id: 'tabs', defaultInclude: true },
  { id: 'prefs', defaultInclude: true },
  { id: 'addresses', defaultInclude: false },
  { id: 'creditcards', defaultInclude: false },
];

/** The engines offered whatever the browser says. */
export const DEFAULT_OFFERED_ENGINES: readonly string[] = ['bookmarks', 'history', 'passwords', 'addons', 'tabs', 'prefs'];

export const PAYMENT_METHODS_ENGINE = 'creditcards';

/** Each offered engine's id and whether it is chosen. */
export type EngineChoice = Readonly<Record<string, boolean>>;

/**
 * The engines to offer: the defaults, and those of the browser's
 * capabilities.engines this page knows, when the flow is desktop sync or the
 * browser sets choose_what_to_sync.
 */
export function offeredEngines(capabilities: StatusCapabilities | undefined, desktopSync: boolean): string[] {
  const fromBrowser = desktopSync || capabilities?.choose_what_to_sync === true ? (capabilities?.engines ?? []) : [];
  return SYNC_ENGINES.filter((engine) => DEFAULT_OFFERED_ENGINES.includes(engine.id) || fromBrowser.includes(engine.id)).map((engine) => engine.id);
}

/** Whether the page lets the person choose: desktop sync, or a browser that sets choose_what_to_sync. */
export function offersChoice(capabilities: StatusCapabilities | undefined, desktopSync: boolean): boolean {
  return desktopSync || capabilities?.choose_what_to_sync === true;
}

/** The first choice: engines with defaultInclude chosen, the others declined. */
export function initialChoice(offered: readonly string[]): EngineChoice {
  return Object.fromEntries(offered.map((id) => [id, SYNC_ENGINES.find((engine) => engine.id === id)?.defaultInclude === true]));
}

/** What a choice flags: nothing chosen, or payment methods chosen. */
export function choiceFlags(choice: EngineChoice): { empty: boolean; paymentMethods: boolean } {
  return { empty: !Object.values(choice).some(Boolean), paymentMethods: choice[PAYMENT_METHODS_ENGINE] === true };
}

/** The choice as the login message carries it: every offered engine, and those declined. */
export function syncServices(choice: EngineChoice): { offeredEngines: string[]; declinedEngines: string[] } {
  const offered = Object.keys(choice);
  return { offeredEngines: offered, declinedEngines: offered.filter((id) => !choice[id]) };
}
