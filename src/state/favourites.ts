// The member's favourite games (SPEC §4 Favourites, §8): ids loaded once per session; a
// toggle shows 'please wait', changes the list only after the server reports success,
// then shows the saved text; a failure just hides the loading. Visitors go to /m/login.
import { computed, signal } from '@preact/signals-react';
import { call } from '../api/client';
import * as gamesApi from '../api/calls/games';
import { applyFavourite, favAction, type FavAction } from '../rules/favourites';
import { t } from './i18n';
import { loggedIn, session } from './session';
import { toast } from './toasts';
import { sendToLogin } from './login-redirect';

const ids = signal<readonly string[]>([]);
let loadedFor: string | null = null;

/** Empty without a session, so a signed-out player never sees another's stars. */
export const favouriteIds = computed<readonly string[]>(() => (session.value ? ids.value : []));

/** Loads the ids for the current session once (again after a new login). */
export function ensureFavourites(): void {
  const token = session.value?.token ?? null;
  if (token === loadedFor) return;
  loadedFor = token;
  ids.value = [];
  if (!token) return;
  call(gamesApi.favouriteIds, {})
    .then((list) => {
      if (session.value?.token === token) ids.value = list;
    })
    .catch(() => {
      loadedFor = null;
    });
}

/** Resolves with what changed, or null when nothing did (visitor, failure). */
export async function toggleFavourite(
  game: { nodeId: string; vassalage: string },
  navigate: (path: string) => void,
): Promise<FavAction | null> {
  if (!loggedIn.value) {
    sendToLogin(navigate);
    return null;
  }
  const action = favAction(ids.value, game.nodeId);
  const hide = toast.loading(t('fav.wait'));
  try {
    await call(action === 'add' ? gamesApi.addFavourite : gamesApi.removeFavourite, {
      nodeId: game.nodeId,
      vassalage: game.vassalage,
    });
  } catch {
    return null;
  } finally {
    hide();
  }
  ids.value = applyFavourite(ids.value, game.nodeId, action);
  toast.success(t('fav.saved'), 1500);
  return action;
}
