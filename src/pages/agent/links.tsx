// Affiliate links (SPEC §7 Agent: affiliate URL create, view, delete): each with the members who
// joined through it, copied to the clipboard, deleted after a confirmation (at most 10).
import { useSignals } from '@preact/signals-react/runtime';
import type { AgentLink } from '../../api/types';
import { agentLinks, createLink, deleteLink } from '../../state/agent/team';
import { confirm } from '../../state/dialogs';
import { t, tn } from '../../state/i18n';
import { toast } from '../../state/toasts';
import { useResource } from '../../state/use-resource';
import { FormError, useSubmit } from '../../ui/form';
import { Loaded } from '../../ui/Loaded';
import { Empty } from '../../ui/PageState';

const url = (l: AgentLink) => `${location.origin}${l.path}`;

async function copy(l: AgentLink) {
  try {
    await navigator.clipboard.writeText(url(l));
    toast.success(t('agent.links.copied'), 1500);
  } catch {
    // No clipboard (an old WebView, a refused permission): the link shows long enough to copy by hand.
    toast.info(url(l), 4000);
  }
}

export function Links() {
  const links = useResource(agentLinks, []);
  return <Loaded of={links}>{(list) => <LinkList links={list} />}</Loaded>;
}

function LinkList({ links }: { links: AgentLink[] }) {
  useSignals();
  const { busy, error, submit } = useSubmit();
  const remove = async (l: AgentLink) => {
    const sure = await confirm({
      title: t('agent.links.delete'),
      body: t('agent.links.deleteBody', { code: l.code }),
      ok: t('agent.links.delete'),
      cancel: t('common.cancel'),
    });
    if (sure) await submit(() => deleteLink(l.code));
  };
  return (
    <div className="wallet-box">
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={busy}
        onClick={() => void submit(createLink)}
      >
        {t('agent.links.create')}
      </button>
      {error && <FormError messageKey={error} />}
      {links.length === 0 ? (
        <Empty />
      ) : (
        <ul className="wallet-records" aria-label={t('agent.tab.links')}>
          {links.map((l) => (
            <li key={l.code} className="wallet-record" data-testid="agent-link">
              <span className="wallet-record-main">
                <strong dir="ltr">{l.code}</strong>
                <span>{tn('agent.links.downlines', l.downlines)}</span>
              </span>
              <span className="wallet-record-sub" dir="ltr">
                {url(l)}
              </span>
              <span className="agent-actions">
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() => void copy(l)}
                  aria-label={`${t('agent.links.copy')} ${l.code}`}
                >
                  {t('agent.links.copy')}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  disabled={busy}
                  onClick={() => void remove(l)}
                  aria-label={`${t('agent.links.delete')} ${l.code}`}
                >
                  {t('agent.links.delete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
