import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../app/ui/Button';
import { deleteComment, fetchComments, publishComment, setReaction, type CommentData } from './blog';
import { CommentForm } from './CommentForm';
import type { MessageId } from '../../i18n/messageIds';

const REACTIONS: Record<string, string> = {
  like: '👍',
  heart: '❤️',
  laugh: '😂',
};
const REACTION_LABELS: Record<string, MessageId> = {
  like: 'blog.reaction.like',
  heart: 'blog.reaction.heart',
  laugh: 'blog.reaction.laugh',
};

/** A post's thread: published comments and the viewer's own awaiting moderation, replies under their parent. */
export function Comments({ postId, signedIn }: { postId: string; signedIn: boolean }) {
  const [published, setPublished] = useState<CommentData[]>([]);
  const [pending, setPending] = useState<CommentData[]>([]);
  const [replyTo, setReplyTo] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    fetchComments(postId, signedIn).then(
      (r) => {
        if (!live) return;
        setPublished([...r.blogComments.items]);
        setPending([...(r.blogPendingComments ?? [])]);
      },
      (err) => console.warn('[blog] comments', err), // spec 8: only logged
    );
    return () => {
      live = false;
    };
  }, [postId, signedIn]);

  const all = [...published, ...pending.filter((p) => !published.some((c) => c.id === p.id))];
  const replace = (c: CommentData) => {
    setPublished((l) => l.map((x) => (x.id === c.id ? c : x)));
    setPending((l) => l.map((x) => (x.id === c.id ? c : x)));
  };
  const remove = (id: string) => {
    setPublished((l) => l.filter((x) => x.id !== id));
    setPending((l) => l.filter((x) => x.id !== id));
  };
  const created = (c: CommentData) => {
    setReplyTo(null);
    if (c.published) setPublished((l) => [...l, c]);
    else setPending((l) => [...l, c]);
  };
  const top = all.filter((c) => !c.parentID || !all.some((p) => p.id === c.parentID));
  const repliesOf = (id: string) => all.filter((c) => c.parentID === id);

  const item = (c: CommentData, depth: number) => (
    <li key={c.id} className={`blog-comment ${c.published ? '' : 'blog-comment--pending'}`} data-testid="blog-comment" data-comment-id={c.id}>
      <div className="blog-comment__head">
        <strong>{c.author.nickname}</strong>
        {!c.published && (
          <span className="blog-comment__pending" data-testid="blog-comment-pending">
            <FormattedMessage id="blog.comment.pending" />
          </span>
        )}
      </div>
      {/* Plain text: React escapes it, so no markup or link in a comment is live. */}
      <p className="blog-comment__body">{c.body}</p>
      <div className="blog-comment__actions">
        {c.published &&
          c.reactions.map((r) => (
            <ReactionButton key={r.type} comment={c} type={r.type} count={r.count} added={r.isAdded} signedIn={signedIn} onChange={replace} />
          ))}
        {signedIn && c.published && depth === 0 && (
          <Button size="small" color="ghost" onClick={() => setReplyTo(c.id)}>
            <FormattedMessage id="blog.comment.reply" />
          </Button>
        )}
        {!c.published && !c.mine && (
          // Only staff are sent others' comments awaiting moderation.
          <Button
            size="small"
            onClick={() =>
              publishComment(c.id).then(
                (p) => {
                  setPending((l) => l.filter((x) => x.id !== p.id));
                  setPublished((l) => [...l, p]);
                },
                (err) => console.warn('[blog] publish', err),
              )
            }
            data-testid="blog-comment-publish"
          >
            <FormattedMessage id="blog.comment.publish" />
          </Button>
        )}
        {c.mine && (
          <Button
            size="small"
            color="ghost"
            onClick={() =>
              deleteComment(c.id).then(
                () => remove(c.id),
                (err) => console.warn('[blog] delete', err),
              )
            }
          >
            <FormattedMessage id="blog.comment.delete" />
          </Button>
        )}
      </div>
      {replyTo === c.id && <CommentForm postId={postId} parentId={c.id} signedIn={signedIn} onCreated={created} onCancel={() => setReplyTo(null)} />}
      {repliesOf(c.id).length > 0 && <ul className="blog-comments blog-comments--replies">{repliesOf(c.id).map((r) => item(r, depth + 1))}</ul>}
    </li>
  );

  return (
    <section className="blog-thread" data-testid="blog-thread">
      <h2>
        <FormattedMessage id="blog.comments" values={{ count: published.length }} />
      </h2>
      <CommentForm postId={postId} signedIn={signedIn} onCreated={created} />
      <ul className="blog-comments">{top.map((c) => item(c, 0))}</ul>
    </section>
  );
}

function ReactionButton(p: { comment: CommentData; type: string; count: number; added: boolean; signedIn: boolean; onChange: (c: CommentData) => void }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={`blog-reaction ${p.added ? 'blog-reaction--added' : ''}`}
      aria-pressed={p.added}
      aria-label={intl.formatMessage({
        id: REACTION_LABELS[p.type] ?? 'blog.reaction.like',
      })}
      data-testid={`blog-reaction-${p.type}`}
      disabled={!p.signedIn || busy}
      onClick={() => {
        setBusy(true);
        setReaction(p.comment.id, p.type, !p.added)
          .then(p.onChange, (err) => console.warn('[blog] reaction', err))
          .finally(() => setBusy(false));
      }}
    >
      <span aria-hidden>{REACTIONS[p.type] ?? p.type}</span> {p.count}
    </button>
  );
}
