// Invite friends (/m/inviteFriends, SPEC §2.12, §4 referral shortcut, §5 players only):
// the member's referral link with a copy button, WhatsApp and the phone's share sheet. A visitor or an agent is sent where the
// shortcut would send them; with REFERRAL off the page says so and goes home.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { isRealMember, referralTarget } from '../../rules/roles';
import { t } from '../../state/i18n';
import { referral } from '../../state/promotions';
import { session } from '../../state/session';
import { followReferral } from '../../state/shortcuts';
import { flag } from '../../state/site';
import { toast } from '../../state/toasts';
import { Empty, Loading } from '../../ui/PageState';
import { useResource } from '../../state/use-resource';
import { NotLoaded } from '../../ui/Loaded';
import { PATHS } from '../../routes';

async function copy(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older WebViews: no async clipboard; select the field and copy it.
    input?.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

/**
 * Where Brazilian players send a link: WhatsApp (a wa.me link, which opens the app on a phone and
 * the web client elsewhere), and the phone's own share sheet where the browser has one.
 */
function ShareLink({ link }: { link: string }) {
  useSignals();
  const text = t('invite.shareText', { brand: t('brand.logo') });
  const canShare = typeof navigator.share === 'function';
  return (
    <div className="invite-share">
      <a
        className="btn btn-ghost"
        href={`https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('invite.shareWhatsApp')}
      </a>
      {canShare && (
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            // A closed sheet rejects: nothing to tell the player.
            navigator.share({ title: t('invite.title'), text, url: link }).catch(() => undefined);
          }}
        >
          {t('invite.share')}
        </button>
      )}
    </div>
  );
}

export default function InviteFriendsPage() {
  useSignals();
  const [, navigate] = useLocation();
  const s = session.value;
  const target = referralTarget(s, flag('REFERRAL'));
  const player = s !== null && isRealMember(s.type);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (target === 'customerService') {
      // REFERRAL is off: there is nothing here. Say so and leave, rather than wait forever.
      toast.info(t('invite.off'), 2000);
      navigate(PATHS.home, { replace: true });
      return;
    }
    if (target !== 'inviteFriends') {
      followReferral(navigate, true);
      return;
    }
    if (!player) toast.offline(t('toast.freeReject'), 2000);
  }, [target, player]);
  const loaded = useResource(referral, [], { when: target === 'inviteFriends' && player });
  if (target === 'customerService') return <Empty text={t('invite.off')} />;
  if (target !== 'inviteFriends') return <Loading />;
  if (!player) return <Empty text={t('toast.freeReject')} />;
  const r = loaded.data.value;
  if (!r) return <NotLoaded of={loaded} />;
  const link = `${window.location.origin}${r.path}`;
  return (
    <div className="invite">
      <h2>{t('invite.title')}</h2>
      <p className="muted">{t('invite.body')}</p>
      <label className="m-label" htmlFor="invite-link">
        {t('invite.link')}
      </label>
      <div className="invite-row">
        <input
          id="invite-link"
          ref={input}
          className="m-input"
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button
          type="button"
          className="btn btn-primary"
          onClick={async () => {
            if (await copy(link, input.current)) toast.success(t('invite.copied'), 1500);
            else toast.fail(t('invite.copyFailed'), 2000);
          }}
        >
          {t('invite.copy')}
        </button>
      </div>
      <ShareLink link={link} />
      <p>{t('invite.code', { code: r.code })}</p>
      <p>{t('invite.invited', { count: r.invited })}</p>
    </div>
  );
}
