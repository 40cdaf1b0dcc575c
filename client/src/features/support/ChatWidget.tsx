import { Suspense, useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLazyLoadQuery, useSubscription } from 'react-relay';
import ThreadQueryNode, { type ThreadQuery } from '../../__generated__/ThreadQuery.graphql';
import ThreadSubscriptionNode, { type ThreadSubscription } from '../../__generated__/ThreadSubscription.graphql';
import TicketListQueryNode, { type TicketListQuery } from '../../__generated__/TicketListQuery.graphql';
import { useToken } from '../../app/auth/useToken';
import { handleApiError } from '../../app/errors/handle';
import { LLink } from '../../app/routing/lang';
import { Button } from '../../app/ui/Button';
import { postForm, type CreatedTicket } from './files';
import { refusalText } from './problems';
import { Status } from './Status';
import { setViewedTicket } from './viewing';
import './chat.css';

// The support chat on every page (spec 2): our own tickets, as the site's
// policy allows no third-party script. A signed-in player's most recent open
// ticket is the conversation, staff answers arrive on the subscription the
// profile's thread uses; with none open, the first message opens a ticket
// (its first line the subject). Files stay on the profile's #support form.
// The layout loads it after the first paint; nothing is fetched before the
// panel opens.

/** Statuses of a ticket still being talked about. */
const OPEN = new Set(['new', 'open', 'pending']);

/** A ticket's subject from the first message: its first non-empty line, at most the server's 200 characters. */
export function subjectOf(body: string): string {
  const line = body.split('\n').find((l) => l.trim()) ?? '';
  const s = line.trim();
  return s.length > 200 ? s.slice(0, 199) + '…' : s;
}

export default function ChatWidget() {
  const intl = useIntl();
  const token = useToken();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) close();
  };
  return (
    <div className="chat" onKeyDown={onKey}>
      {open && (
        <section id="support-chat" className="chat__panel" role="dialog" aria-labelledby="support-chat-title" data-testid="chat-panel">
          <header className="chat__head">
            <h2 id="support-chat-title" className="chat__title">
              <FormattedMessage id="support.title" />
            </h2>
            <button type="button" className="chat__close" onClick={close} aria-label={intl.formatMessage({ id: 'support.chat.close' })} data-testid="chat-close">
              ×
            </button>
          </header>
          <Suspense fallback={<p className="chat__note muted">…</p>}>{token ? <Conversation key={token} /> : <SignInNote />}</Suspense>
        </section>
      )}
      <button
        ref={button}
        type="button"
        className="chat__button"
        aria-expanded={open}
        aria-controls={open ? 'support-chat' : undefined}
        aria-label={intl.formatMessage({ id: open ? 'support.chat.close' : 'support.chat.open' })}
        onClick={() => (open ? close() : setOpen(true))}
        data-testid="chat-button"
      >
        <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden>
          <path fill="currentColor" d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 6a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z" />
        </svg>
      </button>
    </div>
  );
}

/** A visitor: sign in (the header's sign-in) or read the FAQ. */
function SignInNote() {
  const [busy, setBusy] = useState(false);
  return (
    <div className="chat__body" data-testid="chat-sign-in-note">
      <p className="chat__note">
        <FormattedMessage id="support.chat.signIn" />
      </p>
      <div className="chat__actions">
        <Button
          color="green"
          loading={busy}
          autoFocus
          data-testid="chat-sign-in"
          onClick={() => {
            setBusy(true);
            import('../../app/auth/signIn')
              .then((m) => m.startLogin(window.location.pathname + window.location.search))
              .catch((e) => {
                setBusy(false);
                handleApiError(e);
              });
          }}
        >
          <FormattedMessage id="support.chat.signInButton" />
        </Button>
        <LLink to="/faq" className="chat__link" data-testid="chat-faq">
          <FormattedMessage id="support.chat.faq" />
        </LLink>
      </div>
    </div>
  );
}

/** The player's most recent open ticket as a thread, or a first message that opens one. */
function Conversation() {
  const [listKey, setListKey] = useState(0);
  const { supportTickets } = useLazyLoadQuery<TicketListQuery>(TicketListQueryNode, { search: null }, { fetchPolicy: 'network-only', fetchKey: listKey });
  const [opened, setOpened] = useState<string | null>(null);
  const id = opened ?? supportTickets.find((t) => OPEN.has(t.status))?.id ?? null;
  const started = (ticket: string) => {
    setOpened(ticket);
    setListKey((k) => k + 1);
  };
  if (!id) {
    return (
      <div className="chat__body">
        <p className="chat__note muted" data-testid="chat-empty">
          <FormattedMessage id="support.chat.empty" />
        </p>
        <Composer ticketId={null} onSent={started} />
      </div>
    );
  }
  return <ChatThread key={id} id={id} onStarted={started} />;
}

function ChatThread({ id, onStarted }: { id: string; onStarted: (id: string) => void }) {
  const [fetchKey, setFetchKey] = useState(0);
  const { supportTicket: t } = useLazyLoadQuery<ThreadQuery>(ThreadQueryNode, { id }, { fetchPolicy: 'store-and-network', fetchKey });
  useEffect(() => {
    setViewedTicket(id);
    return () => setViewedTicket(null);
  }, [id]);
  const config = useMemo(
    () => ({
      subscription: ThreadSubscriptionNode,
      variables: {},
      // A comment or a status on this ticket: read it again.
      onNext: (d: ThreadSubscription['response'] | null | undefined) => {
        if (d?.supportTicketChanged.ticket.id === id) setFetchKey((k) => k + 1);
      },
      onError: (e: Error) => console.warn('[support]', e),
    }),
    [id],
  );
  useSubscription<ThreadSubscription>(config);
  const list = useRef<HTMLOListElement>(null);
  const count = t?.comments.length ?? 0;
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight; // the newest message in view
  }, [count]);
  if (!t) return <Composer ticketId={null} onSent={onStarted} />;
  const closed = t.status === 'closed';
  return (
    <div className="chat__body" data-testid="chat-thread">
      <p className="chat__subject">
        <span>
          #{t.id} {t.subject}
        </span>{' '}
        <Status status={t.status} />
      </p>
      <ol className="chat__messages" ref={list} aria-live="polite">
        {t.comments.map((c) => (
          <li key={c.id} className={`chat__message ${c.isStaff ? 'chat__message--staff' : 'chat__message--own'}`} data-testid="chat-message">
            <strong className="chat__author">
              <FormattedMessage id={c.isStaff ? 'support.staff' : 'support.you'} />
            </strong>
            <p className="chat__text">{c.body}</p>
            {c.attachments.map((a) => (
              <a key={a.id} className="chat__file" href={a.url} target="_blank" rel="noreferrer noopener">
                {a.name}
              </a>
            ))}
          </li>
        ))}
      </ol>
      {closed && (
        <p className="chat__note muted" data-testid="chat-closed">
          <FormattedMessage id="support.chat.closed" />
        </p>
      )}
      <Composer ticketId={closed ? null : t.id} onSent={(sent) => (sent === t.id ? setFetchKey((k) => k + 1) : onStarted(sent))} />
    </div>
  );
}

/** The message box: a comment on ticketId, or with none a new ticket. Enter sends, Shift+Enter breaks the line. */
function Composer({ ticketId, onSent }: { ticketId: string | null; onSent: (ticketId: string) => void }) {
  const intl = useIntl();
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async (e?: FormEvent) => {
    e?.preventDefault();
    const text = body.trim();
    if (!text || busy) return;
    setBusy(true);
    setError(null);
    try {
      let id = ticketId;
      if (id) await postForm('/api/zendesk/comment', { ticket_id: id, body: text }, []);
      else id = String((await postForm<CreatedTicket>('/api/zendesk/create', { subject: subjectOf(text), body: text }, [])).ticket.id);
      setBody('');
      onSent(id);
    } catch (err) {
      setError(refusalText(intl, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="chat__composer" onSubmit={send}>
      <textarea
        className="input chat__input"
        rows={2}
        value={body}
        maxLength={10000}
        autoFocus
        aria-label={intl.formatMessage({ id: 'support.chat.placeholder' })}
        placeholder={intl.formatMessage({ id: 'support.chat.placeholder' })}
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void send();
          }
        }}
        data-testid="chat-input"
      />
      {error && (
        <p className="chat__error" role="alert" data-testid="chat-error">
          {error}
        </p>
      )}
      <div className="chat__actions">
        <LLink to="/user/me#support" className="chat__link" data-testid="chat-files">
          <FormattedMessage id="support.chat.files" />
        </LLink>
        <Button type="submit" size="small" loading={busy} disabled={!body.trim()} data-testid="chat-send">
          <FormattedMessage id="support.send" />
        </Button>
      </div>
    </form>
  );
}
