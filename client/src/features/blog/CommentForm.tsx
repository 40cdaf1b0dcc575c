import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { asApiError } from '../../app/errors/ApiError';
import { ui } from '../../app/state/ui';
import { Button } from '../../app/ui/Button';
import { createComment, type CommentData } from './blog';
import { useCountdown } from './countdown';

export const MAX_COMMENT = 1000;

interface Props {
  postId: string;
  parentId?: string | null;
  signedIn: boolean;
  onCreated: (c: CommentData) => void;
  onCancel?: () => void;
}

/**
 * Writes a comment or a reply. The comment limit's refusal
 * (api.comment_rate_limiter) shows no notice: its rate_limiting_seconds
 * drive a countdown that keeps the form shut until it ends (spec 8).
 */
export function CommentForm({ postId, parentId, signedIn, onCreated, onCancel }: Props) {
  const intl = useIntl();
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useCountdown();
  if (!signedIn) {
    return (
      <Button color="secondary" onClick={() => ui.open({ type: 'login' })} data-testid="blog-comment-signin">
        <FormattedMessage id="blog.comment.signIn" />
      </Button>
    );
  }
  const submit = async () => {
    const text = body.trim();
    if (text.length < 2 || busy || wait > 0) return;
    setBusy(true);
    try {
      const c = await createComment(postId, text, parentId);
      setBody('');
      onCreated(c);
    } catch (err) {
      const e = asApiError(err);
      if (e.code === 'api.comment_rate_limiter') setWait(Number(e.fields.rate_limiting_seconds) || 1);
      else console.warn('[blog] comment', e.code, e.message); // spec 8: only logged
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="blog-comment-form"
      data-testid="blog-comment-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <textarea
        value={body}
        maxLength={MAX_COMMENT}
        onChange={(e) => setBody(e.target.value)}
        placeholder={intl.formatMessage({ id: 'blog.comment.placeholder' })}
        aria-label={intl.formatMessage({ id: 'blog.comment.placeholder' })}
      />
      <div className="blog-comment-form__actions">
        {wait > 0 && (
          <span className="blog-comment-form__wait" data-testid="blog-comment-wait" role="status">
            <FormattedMessage id="blog.comment.wait" values={{ seconds: wait }} />
          </span>
        )}
        {onCancel && (
          <Button type="button" color="ghost" size="small" onClick={onCancel}>
            <FormattedMessage id="blog.comment.cancel" />
          </Button>
        )}
        <Button type="submit" size="small" loading={busy} disabled={wait > 0 || body.trim().length < 2}>
          <FormattedMessage id="blog.comment.submit" />
        </Button>
      </div>
    </form>
  );
}
