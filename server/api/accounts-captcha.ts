// Numeric captchas (SPEC §5: numeric, at most 6): the answer, and its picture as a base64
// PNG data URL drawn on the server (server/security/captcha-image.ts). No text or shape in
// the answer carries the digits: only distorted pixels. A speed bump for scripted guessing
// next to the rate limits, not strong bot protection.
import { randomInt } from 'node:crypto';
import { captchaPng } from '../security/captcha-image.ts';

export const CAPTCHA_LENGTH = 4;

export function captchaAnswer(): string {
  let s = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) s += String(randomInt(0, 10));
  return s;
}

export const captchaImage = (answer: string): string =>
  `data:image/png;base64,${captchaPng(answer).toString('base64')}`;
