import { Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../app/ui/Button';
import { PageSpinner } from '../../app/ui/PageSpinner';
import { NewTicket } from './NewTicket';
import { Thread } from './Thread';
import { TicketList } from './TicketList';
import './support.css';

type View = { kind: 'list' } | { kind: 'new' } | { kind: 'thread'; id: string };

/** The profile's #support section: the player's tickets, a new ticket, a thread. */
export default function SupportPanel() {
  const [view, setView] = useState<View>({ kind: 'list' });
  const [reloadKey, setReloadKey] = useState(0);
  const list = () => {
    setReloadKey((k) => k + 1);
    setView({ kind: 'list' });
  };
  return (
    <section className="support" id="support" data-testid="support">
      <div className="support__head">
        <h2>
          <FormattedMessage id="support.title" />
        </h2>
        {view.kind === 'list' && (
          <Button size="small" onClick={() => setView({ kind: 'new' })} data-testid="support-open-new">
            <FormattedMessage id="support.newTicket" />
          </Button>
        )}
      </div>
      <Suspense fallback={<PageSpinner />}>
        {view.kind === 'list' && <TicketList reloadKey={reloadKey} onOpen={(id) => setView({ kind: 'thread', id })} />}
        {view.kind === 'new' && <NewTicket onCancel={list} onCreated={(id) => setView({ kind: 'thread', id })} />}
        {view.kind === 'thread' && <Thread id={view.id} onBack={list} />}
      </Suspense>
    </section>
  );
}
