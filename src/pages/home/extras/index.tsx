// What home shows on top of the page after the first paint: the announcement popup, the
// download bar, the agent contract prompts and the register modal (SPEC §2.5, §2.13, §4).
// Loaded lazily by app.tsx on home paths only; each piece decides for itself whether to
// show. Kept light: the popup's view, the download modal and the register modal are further
// lazy chunks, fetched only when they show.
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense } from 'react';
import { showRegister } from '../../../state/register-modal';
import { ContractPrompts } from '../../../ui/ContractPrompts';
import { DownloadBar } from '../../../ui/DownloadBar';
import { PopupLoader } from './popup-loader';

const RegisterModal = lazy(() => import('./RegisterModal'));

export default function HomeExtras() {
  useSignals();
  return (
    <>
      <PopupLoader />
      <DownloadBar />
      <ContractPrompts />
      {showRegister.value && (
        <Suspense fallback={null}>
          <RegisterModal />
        </Suspense>
      )}
    </>
  );
}
