// SPEC §5/§9 promotion comments: the member's own comments on a promotion, sending one with
// pictures, and reading a picture back (only its owner may: it is fetched with the session).
import { signal } from '@preact/signals-react';
import { call } from '../api/client';
import * as messagesApi from '../api/calls/messages';
import type { PromotionComment } from '../api/types';
import { morePicturesAllowed, pictureProblem } from '../rules/promo-comments';
import { resource } from './resource';

export const promotionComments = resource((signal, id: number) =>
  call(messagesApi.promotionComments, { id }, { signal }),
);

export interface ChosenPicture {
  name: string;
  /** The file's bytes as base64, as the call takes them. */
  data: string;
}

function toBase64(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

/** A chosen file checked as the server will check it: the problem's message key, or the picture. */
export async function choosePicture(file: File, chosen: number): Promise<ChosenPicture | string> {
  if (!morePicturesAllowed(chosen)) return 'promo.picture.count';
  // Only its first bytes are read to check it: a 50 MB file or a renamed document is refused unread.
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const problem = pictureProblem(head, file.size);
  if (problem) return problem;
  return { name: file.name, data: toBase64(new Uint8Array(await file.arrayBuffer())) };
}

/** Up to 20 MB of pictures on a phone's upload: a minute, not the 10 s of an ordinary call. */
const SEND_TIMEOUT_MS = 60_000;

export const sendComment = (id: number, text: string, pictures: readonly ChosenPicture[]): Promise<PromotionComment> =>
  call(
    messagesApi.promotionComment,
    { id, text: text.trim(), pictures: pictures.map((p) => p.data) },
    { timeoutMs: pictures.length ? SEND_TIMEOUT_MS : undefined },
  );

/** Pictures already read, by id: a data: address the page can show (never a public link). */
export const pictureSources = signal<Record<number, string>>({});
const asked = new Set<number>();

export function loadPicture(id: number): void {
  if (asked.has(id)) return;
  asked.add(id);
  call(messagesApi.promotionCommentPicture, { id }).then(
    (p) => {
      pictureSources.value = { ...pictureSources.value, [id]: `data:${p.mime};base64,${p.data}` };
    },
    () => asked.delete(id),
  );
}
