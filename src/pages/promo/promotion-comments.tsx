// SPEC §5/§9 a promotion's comment form (at most 140 characters, png or jpg pictures, at most
// 3 of 5 MB each) and the member's own comments with their review state. Shown to a real
// member on a promotion that takes comments. Every problem has its own message and the form
// keeps what was typed and chosen.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import type { PromotionComment } from '../../api/types';
import { formatDate } from '../../lib/dates';
import { commentLength, commentProblem } from '../../rules/promo-comments';
import { language, t } from '../../state/i18n';
import {
  type ChosenPicture,
  choosePicture,
  loadPicture,
  pictureSources,
  promotionComments,
  sendComment,
} from '../../state/promo-comments';
import { errorKey } from '../../state/resource';
import { toast } from '../../state/toasts';
import { useResource } from '../../state/use-resource';

const STATUS_TEXT: Record<PromotionComment['status'], string> = {
  pending: 'promo.comment.status.pending',
  approved: 'promo.comment.status.approved',
  rejected: 'promo.comment.status.rejected',
};

function CommentPictures({ c }: { c: PromotionComment }) {
  useSignals();
  useEffect(() => {
    for (const id of c.pictures) loadPicture(id);
  }, [c.pictures]);
  return (
    <div className="comment-pictures">
      {c.pictures.map((id, i) =>
        pictureSources.value[id] ? (
          <img
            key={id}
            src={pictureSources.value[id]}
            alt={t('promo.comment.picture', { n: i + 1 })}
            width={88}
            height={88}
          />
        ) : null,
      )}
    </div>
  );
}

export function PromotionComments({ id }: { id: number }) {
  useSignals();
  const loaded = useResource(promotionComments, [id]);
  const [text, setText] = useState('');
  const [pictures, setPictures] = useState<ChosenPicture[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const add = async (files: FileList | null) => {
    setError(null);
    const next = [...pictures];
    for (const f of Array.from(files ?? [])) {
      const r = await choosePicture(f, next.length);
      if (typeof r === 'string') {
        setError(r);
        break;
      }
      next.push(r);
    }
    setPictures(next);
  };
  const submit = async (e: { preventDefault(): void }) => {
    e.preventDefault();
    const problem = commentProblem(text);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      await sendComment(id, text, pictures);
      setText('');
      setPictures([]);
      toast.success(t('promo.comment.sent'), 2000);
      loaded.reload();
    } catch (err) {
      setError(errorKey(err));
    } finally {
      setBusy(false);
    }
  };
  const mine = loaded.data.value ?? [];
  return (
    <section className="promo-comments" aria-labelledby="promo-comments-title">
      <h3 id="promo-comments-title">{t('promo.comment.title')}</h3>
      <form onSubmit={submit} noValidate>
        <label className="field-label" htmlFor="promo-comment-text">
          {t('promo.comment.label')}
        </label>
        <textarea
          id="promo-comment-text"
          rows={3}
          value={text}
          aria-describedby="promo-comment-count"
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <p id="promo-comment-count" className="muted">
          {t('promo.comment.count', { n: commentLength(text) })}
        </p>
        <input
          id="promo-comment-pictures"
          className="sr-only promo-comment-file"
          type="file"
          accept="image/png,image/jpeg"
          multiple
          aria-describedby="promo-comment-pictures-hint"
          onChange={(e) => {
            void add(e.currentTarget.files);
            e.currentTarget.value = '';
          }}
        />
        <label className="btn btn-ghost btn-block promo-comment-add" htmlFor="promo-comment-pictures">
          {t('promo.comment.addPicture')}
        </label>
        <p id="promo-comment-pictures-hint" className="muted">
          {t('promo.comment.pictures')}
        </p>
        <ul className="promo-comment-chosen">
          {pictures.map((p, i) => (
            <li key={`${p.name}-${i}`}>
              <span dir="auto">{p.name}</span>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-label={t('promo.comment.removePicture', { name: p.name })}
                onClick={() => setPictures(pictures.filter((_, j) => j !== i))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        {/* Not the form kit of ui/form: importing it here would split it from the other forms' shared chunk. */}
        <p className="form-error" role="alert">
          {error ? t(error) : ''}
        </p>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
          {t('promo.comment.send')}
        </button>
      </form>
      {mine.length > 0 && (
        <>
          <h4>{t('promo.comment.mine')}</h4>
          <ul className="promo-comment-list">
            {mine.map((c) => (
              <li key={c.id} data-testid="my-comment">
                <p dir="auto">{c.text}</p>
                <p className={`comment-status comment-${c.status}`}>
                  {t(STATUS_TEXT[c.status])} · {formatDate(c.createdAt, language.value)}
                </p>
                <CommentPictures c={c} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
