// Every story renders inside the same shell as a page: Fluent strings for the
// chosen locale (falling back to English message by message), the document's
// language and direction, the theme, and the reduced-motion choice.
import { LocalizationProvider } from '@fluent/react';
import type { ReactLocalization } from '@fluent/react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria';
import { PSEUDO_LOCALES, SUPPORTED_LOCALES, createLocalization, directionOf } from '../design-system/l10n';
import { languageName } from '../app/lib/l10n/languageNames';
import type { LocaleSources } from '../design-system/l10n';
import { ReducedMotionProvider, ThemeProvider } from '../design-system/tokens';

const componentSources = import.meta.glob<string>('/design-system/**/en.ftl', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const storySources = import.meta.glob<string>('/.storybook/*.ftl', { query: '?raw', import: 'default', eager: true });
const localeSources = import.meta.glob<string>('/locales/*/*.ftl', { query: '?raw', import: 'default', eager: true });

/** The sources of one locale folder, brand terms first so that messages can use them. */
function folderSources(locale: string): string[] {
  const prefix = `/locales/${locale}/`;
  return Object.keys(localeSources)
    .filter((file) => file.startsWith(prefix))
    .sort((a, b) => Number(b.endsWith('/brand.ftl')) - Number(a.endsWith('/brand.ftl')) || a.localeCompare(b))
    .map((file) => localeSources[file] ?? '');
}

function englishSources(): string[] {
  const components = Object.keys(componentSources)
    .sort()
    .map((file) => componentSources[file] ?? '');
  // Component sources first: a gathered copy under locales/en/ must not shadow the source of truth.
  return [...components, ...Object.values(storySources), ...folderSources('en')];
}

function chainFor(locale: string): LocaleSources[] {
  const english: LocaleSources = { locale: 'en', sources: englishSources() };
  if (locale === 'en') return [english];
  if ((PSEUDO_LOCALES as readonly string[]).includes(locale)) {
    return [{ locale, sources: english.sources }, english];
  }
  // A translation without its own brand file borrows the English brand terms.
  const ownBrand = `/locales/${locale}/brand.ftl` in localeSources;
  const brand = ownBrand ? [] : [localeSources['/locales/en/brand.ftl'] ?? ''];
  return [{ locale, sources: [...brand, ...folderSources(locale)] }, english];
}

const localizations = new Map<string, ReactLocalization>();
function localizationFor(locale: string): ReactLocalization {
  let l10n = localizations.get(locale);
  if (!l10n) {
    // A locale's resources may repeat an English id; the first definition wins, quietly.
    l10n = createLocalization(chainFor(locale), () => {});
    localizations.set(locale, l10n);
  }
  return l10n;
}

const withShell: Decorator = (Story, context) => {
  const locale = String(context.globals.locale ?? 'en');
  const chosen = String(context.globals.direction ?? 'auto');
  const dir = chosen === 'ltr' || chosen === 'rtl' ? chosen : directionOf(locale);
  const reduce = context.globals.reducedMotion === 'on';
  const root = document.documentElement;
  root.lang = locale;
  root.dir = dir;
  if (reduce) root.dataset.reducedMotion = 'reduce';
  else delete root.dataset.reducedMotion;
  return (
    <LocalizationProvider l10n={localizationFor(locale)}>
      <I18nProvider locale={locale}>
        <ReducedMotionProvider reduce={reduce}>
          <ThemeProvider>
            <Story />
          </ThemeProvider>
        </ReducedMotionProvider>
      </I18nProvider>
    </LocalizationProvider>
  );
};

const localeItems = [
  ...SUPPORTED_LOCALES.map((code) => ({ value: code, title: `${code}: ${languageName(code).nativeName}` })),
  { value: 'en-XA', title: 'en-XA: accented pseudo-locale' },
  { value: 'ar-XB', title: 'ar-XB: right-to-left pseudo-locale' },
];

const preview: Preview = {
  decorators: [withShell],
  globalTypes: {
    locale: {
      description: 'Language of the strings',
      toolbar: { title: 'Locale', icon: 'globe', items: localeItems, dynamicTitle: true },
    },
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: 'From the locale' },
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
    reducedMotion: {
      description: 'Reduced motion',
      toolbar: {
        title: 'Reduced motion',
        icon: 'stopalt',
        items: [
          { value: 'off', title: 'Motion allowed' },
          { value: 'on', title: 'Reduced motion' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', direction: 'auto', reducedMotion: 'off' },
  parameters: {
    layout: 'padded',
    a11y: {
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    },
    controls: { expanded: true },
  },
  tags: ['autodocs'],
};

export default preview;
