// What the browser channel example's stories show in place of the channel's
// traffic: command names and JSON are protocol values, never translated, and
// the pseudo-locale check of the stories takes them out before it looks for
// untranslated text.
import { COMMANDS } from './messages';

export const SAMPLE_STATUS_REPLY = '{"signedInUser":null,"capabilities":{"engines":["creditcards"],"choose_what_to_sync":true}}';
export const SAMPLE_PROFILE_EVENT = '{"uid":"0123456789abcdef0123456789abcdef"}';

export const WEB_CHANNEL_STORY_SAMPLE_TEXTS: readonly string[] = [
  SAMPLE_STATUS_REPLY,
  SAMPLE_PROFILE_EVENT,
  // Longest first, so that no shorter name cuts into one.
  ...Object.values(COMMANDS).sort((a, b) => b.length - a.length),
];
