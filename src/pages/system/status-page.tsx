// Maintenance (status 1), region restriction (status 2), and no status at all
// (first visit while offline): whole-screen pages in the player's language (SPEC §4).
import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { site, siteCode, statusDown } from '../../state/site';
import { t } from '../../state/i18n';
import { statusPageContact } from '../../rules/side-menu';

export default function StatusPage() {
  useSignals();
  const s = site.value;
  const code = siteCode.value;
  const kind = !s ? (statusDown.value ? 'maintenance' : 'offline') : code === 1 ? 'maintenance' : 'restricted';
  // No status at all: try again by itself as soon as the network is back.
  useEffect(() => {
    if (kind !== 'offline') return;
    const again = () => window.location.reload();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [kind]);
  const contact = s ? statusPageContact(s.customerService, s.links) : null;
  return (
    <main id="main" className="status-page" data-status={kind}>
      <div className="status-card" role="alert">
        <h1>{t(`status.${kind}.title`)}</h1>
        <p>{t(kind === 'restricted' && !contact ? 'status.restricted.bodyNoContact' : `status.${kind}.body`)}</p>
        {kind === 'restricted' && s?.location && (
          <p className="muted">{t('status.restricted.location', { location: s.location })}</p>
        )}
        {kind !== 'offline' && contact && (
          <a className="btn btn-ghost" href={contact} target="_blank" rel="noopener noreferrer">
            {t('status.contact')}
          </a>
        )}
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </button>
      </div>
    </main>
  );
}
