// Help centre topics (SPEC §2.11, §7 help centre GET with lang, device MOBILE), shared by the
// help pages and the footer's help titles; reloaded when the language changes.
import { call } from '../api/client';
import * as systemApi from '../api/calls/system';
import type { Language } from '../api/types';
import { resource } from './resource';

export const helpTopics = resource((signal, lang: Language) =>
  call(systemApi.helpCentre, { lang, device: 'MOBILE' }, { signal }),
);
