// What home shows on top of the page after the first paint: the announcement popup, the
// download bar and the agent contract prompts (SPEC §2.13, §4). Loaded lazily by app.tsx on
// home paths only; each piece decides for itself whether to show. Kept light: the popup's
// view and the download modal are further lazy chunks, fetched only when they show.
import { ContractPrompts } from '../ContractPrompts';
import { DownloadBar } from '../DownloadBar';
import { PopupLoader } from './popup-loader';

export default function HomeExtras() {
  return (
    <>
      <PopupLoader />
      <DownloadBar />
      <ContractPrompts />
    </>
  );
}
