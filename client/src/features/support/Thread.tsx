import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '../../app/routing/lang';
import { formatWhen } from '../../i18n/dates';
import { graphql, useLazyLoadQuery, useSubscription } from 'react-relay';
import type { ThreadQuery } from '../../__generated__/ThreadQuery.graphql';
import type { ThreadSubscription } from '../../__generated__/ThreadSubscription.graphql';
import { Button } from '../../app/ui/Button';
import { FilePicker } from './FilePicker';
import { checkFiles, isImage, postForm } from './files';
import { problemText, refusalText } from './problems';
import { Status } from './Status';
import { setViewedTicket } from './viewing';

const query = graphql`
  query ThreadQuery($id: ID!) {
    supportTicket(id: $id) {
      id
      subject
      status
      comments {
        id
        body
        isStaff
        createdAt
        attachments {
          id
          name
          contentType
          url
        }
      }
    }
  }
`;

const subscription = graphql`
  subscription ThreadSubscription {
    supportTicketChanged {
      ticket {
        id
        status
      }
      comment {
        id
      }
    }
  }
`;

/** A ticket's thread: its comments with their files, a reply form, and staff answers as they come. */
export function Thread({ id, onBack }: { id: string; onBack: () => void }) {
  const intl = useIntl();
  const lang = useLang();
  const [fetchKey, setFetchKey] = useState(0);
  const { supportTicket: t } = useLazyLoadQuery<ThreadQuery>(query, { id }, { fetchPolicy: 'store-and-network', fetchKey });
  useEffect(() => {
    setViewedTicket(id);
    return () => setViewedTicket(null);
  }, [id]);
  const config = useMemo(
    () => ({
      subscription,
      variables: {},
      // A comment on this ticket: the thread is read again (its files' links are fresh then).
      onNext: (d: ThreadSubscription['response'] | null | undefined) => {
        if (d?.supportTicketChanged.ticket.id === id && d.supportTicketChanged.comment) setFetchKey((k) => k + 1);
      },
      onError: (e: Error) => console.warn('[support]', e),
    }),
    [id],
  );
  useSubscription<ThreadSubscription>(config);

  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!t) {
    return (
      <p className="muted" data-testid="support-missing">
        <FormattedMessage id="support.missing" />
      </p>
    );
  }
  const problem = checkFiles(files);
  const closed = t.status === 'closed';
  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (problem || busy) return;
    setBusy(true);
    setError(null);
    try {
      await postForm('/api/zendesk/comment', { ticket_id: t.id, body }, files);
      setBody('');
      setFiles([]);
      setFetchKey((k) => k + 1);
    } catch (err) {
      setError(refusalText(intl, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="support-thread" data-testid="support-thread">
      <button type="button" className="support-back" onClick={onBack}>
        <FormattedMessage id="support.back" />
      </button>
      <h3 className="support-thread__title">
        #{t.id} {t.subject} <Status status={t.status} />
      </h3>
      <ol className="support-comments">
        {t.comments.map((c) => (
          <li key={c.id} className={`support-comment ${c.isStaff ? 'support-comment--staff' : ''}`} data-testid="support-comment">
            <div className="support-comment__head">
              <strong>
                <FormattedMessage id={c.isStaff ? 'support.staff' : 'support.you'} />
              </strong>
              <span className="muted">
                {formatWhen(String(c.createdAt), lang, true)}
              </span>
            </div>
            <p className="support-comment__body">{c.body}</p>
            {c.attachments.length > 0 && (
              <ul className="support-comment__files">
                {c.attachments.map((a) => (
                  <li key={a.id}>
                    <a href={a.url} target="_blank" rel="noreferrer noopener">
                      {isImage(a.contentType) ? <img src={a.url} alt={a.name} className="support-files__preview" /> : a.name}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {closed ? (
        <p className="muted">
          <FormattedMessage id="support.closedNote" />
        </p>
      ) : (
        <form className="support-reply" onSubmit={send}>
          <textarea
            className="input"
            rows={3}
            value={body}
            maxLength={10000}
            placeholder={intl.formatMessage({ id: 'support.replyPlaceholder' })}
            onChange={(e) => setBody(e.target.value)}
            data-testid="support-reply"
          />
          <FilePicker files={files} onChange={setFiles} />
          {(problem || error) && (
            <p className="support-error" role="alert">
              {problem ? problemText(intl, problem) : error}
            </p>
          )}
          <Button type="submit" loading={busy} disabled={!!problem || !body.trim()} data-testid="support-reply-send">
            <FormattedMessage id="support.send" />
          </Button>
        </form>
      )}
    </div>
  );
}
