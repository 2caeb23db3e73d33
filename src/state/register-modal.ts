// Start-up path (the header reads it). SPEC §2.5/§4: on home, sign-up opens as a modal
// over the page (flag showRegister) instead of leaving it.
import { signal } from '@preact/signals-react';

export const showRegister = signal(false);
export const openRegister = (): void => {
  showRegister.value = true;
};
export const closeRegister = (): void => {
  showRegister.value = false;
};
