// The one seam to an SMS provider. The reference server ships only the development
// gateway (outbox-gateway.ts); a real provider implements SmsGateway and is installed with
// useSmsGateway() at start-up, and nothing else changes.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../src/rules/languages.ts';
import type { Db } from '../db/open.ts';
import { devOutboxGateway } from './outbox-gateway.ts';

export interface SmsMessage {
  countryDialingCode: string;
  mobileNum: string;
  text: string;
}

export interface SmsGateway {
  /** Resolves when the provider accepted the message; rejects when it did not. */
  send(message: SmsMessage): Promise<void>;
}

type Factory = (db: Db, log: (line: string) => void) => SmsGateway;
let factory: Factory = devOutboxGateway;

/** Installs a real provider (or restores the development outbox with null). */
export function useSmsGateway(f: Factory | null): void {
  factory = f ?? devOutboxGateway;
}

export const smsGateway = (db: Db, log: (line: string) => void): SmsGateway => factory(db, log);

const TEXTS: Record<Language, (code: string, minutes: number) => string> = {
  pt: (code, m) => `Aurora: seu código de verificação é ${code}. Válido por ${m} min. Não o compartilhe.`,
  en: (code, m) => `Aurora: your verification code is ${code}. Valid for ${m} min. Do not share it.`,
  ur: (code, m) => `Aurora: your verification code is ${code}. Valid for ${m} min. Do not share it.`,
};

export function codeText(language: string, code: string, minutes: number): string {
  return TEXTS[isLanguage(language) ? language : DEFAULT_LANGUAGE](code, minutes);
}
