// The risks of betting on access, where the jurisdiction profile asks it (Brazil, riskNoticeOnAccess
// in src/rules/jurisdiction.ts): a short notice over the foot of the page with where to find help,
// shown once per browser session until the player closes it. main.tsx loads this chunk after the
// first view has been painted, and only for a site whose profile is not the default one, so it
// never holds back the first view; it draws in a root of its own at the end of <body>. It is not
// a dialog: the page stays usable behind it, and focus stays where it is.
import { useSignals } from '@preact/signals-react/runtime';
import type { createRoot as CreateRoot, Root } from 'react-dom/client';
import { Link } from 'wouter';
import { readString, writeString } from '../../lib/storage';
import { helpLineTel, profileOf } from '../../rules/jurisdiction';
import { t } from '../../state/i18n';
import { site } from '../../state/site';
import { PATHS } from '../../routes';

const SEEN = 'seen';
let root: Root | null = null;

function close(): void {
  writeString('riskNotice', SEEN, 'session');
  root?.unmount();
  root = null;
  document.getElementById('risk-notice')?.remove();
}

function RiskNotice() {
  useSignals();
  const helpLine = site.value?.operator?.helpLine ?? '';
  const tel = helpLine ? helpLineTel(helpLine) : null;
  return (
    <section className="risk-notice" aria-labelledby="risk-notice-title">
      <h2 id="risk-notice-title" className="risk-notice-title">
        {t('auth.risk.title')}
      </h2>
      <p>{t('riskNotice.text')}</p>
      <p className="risk-notice-links">
        <Link className="link" href={`${PATHS.help}#responsible`} onClick={close}>
          {t('auth.risk.link')}
        </Link>
        {helpLine &&
          (tel ? (
            <a className="link" href={tel}>
              {t('riskNotice.helpLine', { line: helpLine })}
            </a>
          ) : (
            <span>{t('riskNotice.helpLine', { line: helpLine })}</span>
          ))}
      </p>
      <button type="button" className="btn btn-primary risk-notice-ok" onClick={close}>
        {t('riskNotice.ok')}
      </button>
    </section>
  );
}

/**
 * Shows the notice when the profile asks it and it was not closed in this session. The entry
 * passes its own createRoot: imported here, the shared modules of the light build's first-view
 * chunk were laid out anew and it compressed 110 bytes worse.
 */
export function showRiskNotice(createRoot: typeof CreateRoot): void {
  if (root || !profileOf(site.value).riskNoticeOnAccess || readString('riskNotice', 'session') === SEEN) return;
  const host = document.createElement('div');
  host.id = 'risk-notice';
  document.body.appendChild(host);
  root = createRoot(host);
  root.render(<RiskNotice />);
}
