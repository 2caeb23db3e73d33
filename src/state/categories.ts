// The menu of game classes (SPEC §4 vendor grouping) for the game screens; kept out of
// state/home-catalogue.ts so the home page (the first view) does not carry it.
import { computed } from '@preact/signals-react';
import { groupVendors } from '../rules/vendor-groups';
import { gameTypes, vendors } from './home-catalogue';

/** SPEC §4 vendor grouping over the types in their order. */
export const categories = computed(() => {
  const types = [...(gameTypes.data.value ?? [])].sort((a, b) => a.sort - b.sort).map((t) => t.gameType);
  return groupVendors(types, vendors.data.value ?? []);
});
