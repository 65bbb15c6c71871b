// Fresh phone numbers, and the recovery phone's two submits as the fault tables prepare them, wherever
// the phone's number form is shown (the settings page, two-step set-up in
// settings or inside sign-in): a fresh number typed, ready to send; then, once
// it is sent, the texted code typed, ready to confirm.
import { expect } from '@playwright/test';
import type { PreparedSubmit } from '../faults';
import type { Journey } from '../journey';
import { smsCode } from '../outbox';

let seed = Math.floor(Math.random() * 9000);

/**
 * A fresh North American number of `exchange` in `areaCode` (New York's 212 unless
 * told), one the server texts: in E.164, as typed with its calling code (so
 * whatever country the locale chose), its digits as typed in its own country,
 * and as its country writes it.
 */
export function freshPhoneNumber(exchange: string, areaCode = '212'): { e164: string; typed: string; digits: string; national: string } {
  seed += 1;
  const line = String(1000 + (seed % 9000));
  const digits = `${areaCode} ${exchange} ${line}`;
  return { e164: `+1${areaCode}${exchange}${line}`, typed: `+1 ${digits}`, digits, national: `(${areaCode}) ${exchange}-${line}` };
}

/** On the number form: a fresh number typed; the send shows the code's field, and the number (E.164) is handed on to the code's submit. */
export async function phoneNumberSubmit(journey: Journey, exchange: string): Promise<PreparedSubmit> {
  const field = journey.page.locator('#settings-recovery-phone-number');
  const { typed, e164 } = freshPhoneNumber(exchange);
  await journey.type(field, typed);
  return {
    control: journey.control('settings-recovery-phone-send'),
    typed: [{ field, value: typed }],
    success: async () => {
      await expect(journey.page.locator('#settings-recovery-phone-code')).toBeVisible();
    },
    handOn: e164,
  };
}

/** Once the number `e164` is sent: the code texted to it typed; `success` is what the confirmation shows. */
export async function phoneCodeSubmit(journey: Journey, baseURL: string, e164: string, success: () => Promise<void>): Promise<PreparedSubmit> {
  const field = journey.page.locator('#settings-recovery-phone-code');
  await expect(field).toBeVisible();
  const code = await smsCode(baseURL, e164, 1);
  await journey.type(field, code);
  return { control: journey.control('settings-recovery-phone-code-submit'), typed: [{ field, value: code }], success };
}
