// The journeys the specs drive, composed from steps: a journey's core
// (journey.ts: the page, the input driver, the language, typing, using a
// control, arriving at a page) with the steps of the flows it walks
// (steps/). A spec takes the one it needs, driven as a Variant says:
//
//   const journey = newJourney(page, variant);          // entry, sign-up, settings as a fixture account
//   const signin = signinJourney(page, variant);        // … and the sign-in pages
//   const reset = resetJourney(page, variant, { byAddress: true });  // … and the reset pages
//
// A step that one spec alone needs is a function of a Journey in that spec.
import type { Page } from '@playwright/test';
import { journeyOn } from './journey';
import type { Driving, Journey } from './journey';
import { accountSteps } from './steps/account';
import type { AccountSteps } from './steps/account';
import { entrySteps } from './steps/entry';
import type { EntrySteps } from './steps/entry';
import { resetSteps } from './steps/reset';
import type { ResetSteps } from './steps/reset';
import { signinSteps } from './steps/signin';
import type { SigninOptions, SigninSteps } from './steps/signin';

/** The entry page, sign-up and its code, signing out, and any page opened as an account from the fixtures. */
export type AppJourney = Journey & EntrySteps & AccountSteps;
/** An AppJourney that also walks the sign-in pages. */
export type SigninJourney = AppJourney & SigninSteps;
/** A SigninJourney that also walks the password reset pages. */
export type ResetJourney = SigninJourney & ResetSteps;

function appSteps(journey: Journey): AppJourney {
  return { ...journey, ...entrySteps(journey), ...accountSteps(journey) };
}

export function newJourney(page: Page, driving?: Driving): AppJourney {
  return appSteps(journeyOn(page, driving));
}

export function signinJourney(page: Page, driving?: Driving, options?: SigninOptions): SigninJourney {
  const journey = journeyOn(page, driving);
  return { ...appSteps(journey), ...signinSteps(journey, options) };
}

export function resetJourney(page: Page, driving?: Driving, options?: SigninOptions): ResetJourney {
  const journey = journeyOn(page, driving);
  return { ...appSteps(journey), ...signinSteps(journey, options), ...resetSteps(journey) };
}
