// Stories of a page reached in a branded relying party's flow: the branding
// the app layout would give every page below it, fixed, and the checks of
// what it shows. Story-only.
import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StaticFlowBranding } from '../cms';
import type { PageBranding } from '../cms';
import { loadCmsColourSupport } from '../../../design-system';
import { SAMPLE_BRANDING } from './fixtures';

/** What a relying party shares with every page of its flow: header logo, colours, split image and button colour. */
export const SHARED_BRANDING: PageBranding = {
  headerLogo: { src: SAMPLE_BRANDING.logo, alt: SAMPLE_BRANDING.name },
  splitImage: { src: SAMPLE_BRANDING.split, alt: '' },
  backgrounds: SAMPLE_BRANDING.backgrounds,
  buttonColour: SAMPLE_BRANDING.buttonColour,
  hideAddDeviceButton: false,
};

/** The page inside a flow with `branding`, as the app layout gives it, and the about page its logo links to. */
export function withFlowBranding(branding: PageBranding = SHARED_BRANDING, aboutHref?: string): Decorator {
  return (Story) => (
    <StaticFlowBranding branding={branding} {...(aboutHref ? { aboutHref } : {})}>
      <Story />
    </StaticFlowBranding>
  );
}

/** The CMS colour checks load on first need; a branded story has them before it renders. */
export const brandingLoaders = [async () => ({ cmsColourSupport: await loadCmsColourSupport() })];

/** The shared branding shows: the header logo at most 40px high, the split image, and the submit in the relying party's colour with a white label. */
export async function expectSharedBranding(canvasElement: HTMLElement, submitId: string): Promise<void> {
  const headerLogo = canvasElement.querySelector<HTMLImageElement>('header img')!;
  await expect(headerLogo).toHaveAttribute('alt', SAMPLE_BRANDING.name);
  await expect(headerLogo.getBoundingClientRect().height).toBeLessThanOrEqual(40);
  await expect(canvasElement.querySelector('main img[alt=""]')).not.toBeNull();
  const button = canvasElement.querySelector<HTMLElement>(`#${submitId}`)!;
  await expect(getComputedStyle(button).backgroundColor).toBe(SAMPLE_BRANDING.buttonColour);
  await expect(getComputedStyle(button).color).toBe('rgb(255, 255, 255)');
}
