import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment, useMutation, useSubscription } from 'react-relay';
import { refetchViewer } from '../../app/layout/viewer';
import { handleApiError } from '../../app/errors/handle';
import { LLink, useLang, useLNavigate } from '../../app/routing/lang';
import { Button } from '../../app/ui/Button';
import { formatMoney } from '../../i18n/money';
import { countdownSeconds, forgetRematch, rematchDeadline, remainingMs } from './rematch';
import { REMATCH_WINDOW_MS } from './rules.gen';
import type { RematchPanel_battle$key } from '../../__generated__/RematchPanel_battle.graphql';
import type { RematchPanelSubscription } from '../../__generated__/RematchPanelSubscription.graphql';
import type { RematchPanelCreateMutation } from '../../__generated__/RematchPanelCreateMutation.graphql';
import type { RematchPanelDeclineMutation } from '../../__generated__/RematchPanelDeclineMutation.graphql';

// The rematch of a finished battle (docs/battles.md "Rematch"): a player who
// lost offers it, every other player accepts it with the same call, and the
// acceptance that completes the set starts the new battle, where everyone
// goes. The offer is open 60,000 ms; its end is kept locally (rematch.ts) so
// the countdown survives a reload, and at zero the client declines it.

const fragment = graphql`
  fragment RematchPanel_battle on Battle {
    id
    seatPrice
    paymode
    mySeat
    winnerSeats
    rematch {
      id
      state
      expiresAt
      remainingMs
      acceptedIds
      declinedBy
      newBattleId
      loser {
        id
        nickname
      }
    }
  }
`;

// The viewer's open offers: any change (an offer made, accepted, declined,
// expired) reloads the battle, which carries its own offer.
const subscription = graphql`
  subscription RematchPanelSubscription {
    rematchOffersChanged {
      id
      oldBattleId
      state
      remainingMs
    }
  }
`;

const createMutation = graphql`
  mutation RematchPanelCreateMutation($oldBattleId: ID!) {
    createRematch(oldBattleId: $oldBattleId) {
      id
      state
      remainingMs
      acceptedIds
      newBattleId
    }
  }
`;

const declineMutation = graphql`
  mutation RematchPanelDeclineMutation($rematchId: ID!) {
    declineRematch(rematchId: $rematchId) {
      id
      state
      remainingMs
      declinedBy
    }
  }
`;

interface Props {
  battle: RematchPanel_battle$key;
  meId: string;
  /** The server's clock minus the local one. */
  offset: number;
  /** Reloads the battle (and so its offer). */
  onChange: () => void;
}

export function RematchPanel({ battle, meId, offset, onChange }: Props) {
  const lang = useLang();
  const navigate = useLNavigate();
  const b = useFragment(fragment, battle);
  const offer = b.rematch;
  const [create, creating] = useMutation<RematchPanelCreateMutation>(createMutation);
  const [decline, declining] = useMutation<RematchPanelDeclineMutation>(declineMutation);

  const config = useMemo(
    () => ({
      subscription,
      variables: {},
      onNext: () => onChange(),
      onError: (e: Error) => console.warn('[rematch]', e),
    }),
    [onChange],
  );
  useSubscription<RematchPanelSubscription>(config);

  const open = offer?.state === 'created';
  const left = useOfferClock(offer, open, offset, (id) =>
    decline({
      variables: { rematchId: id },
      onCompleted: () => onChange(),
      onError: (e) => {
        handleApiError(e, { quiet: true });
        onChange();
      },
    }),
  );

  // Everyone who saw the offer open goes to the new battle once it starts.
  const sawOpen = useRef(false);
  if (open) sawOpen.current = true;
  const newBattle = offer?.state === 'accepted' ? offer.newBattleId : null;
  useEffect(() => {
    if (newBattle && sawOpen.current) navigate(`/casebattle/${newBattle}`);
  }, [newBattle]);

  const ask = () =>
    create({
      variables: { oldBattleId: b.id },
      onCompleted: (res) => {
        refetchViewer();
        // This answer completed the set (the last acceptance, or an offer against bots only): the new battle has started.
        const started = res.createRematch.state === 'accepted' ? res.createRematch.newBattleId : null;
        if (started) navigate(`/casebattle/${started}`);
        else onChange();
      },
      onError: (e) => handleApiError(e, { area: 'case_battle' }),
    });
  const refuse = () =>
    offer &&
    decline({
      variables: { rematchId: offer.id },
      onCompleted: () => onChange(),
      onError: (e) => handleApiError(e, { area: 'case_battle' }),
    });

  const lost = b.mySeat !== null && b.mySeat !== undefined && !(b.winnerSeats ?? []).includes(b.mySeat);
  const price = formatMoney(b.paymode === 'creator' ? '0' : b.seatPrice, lang);

  if (!offer) {
    return (
      <section className="rematch" data-testid="rematch" data-state="none">
        {lost ? (
          <>
            <p>
              <FormattedMessage id="battles.rematch.offerText" values={{ seconds: REMATCH_WINDOW_MS / 1000 }} />
            </p>
            <Button size="large" onClick={ask} loading={creating} data-testid="rematch-offer">
              <FormattedMessage id="battles.rematch.offer" values={{ amount: price }} />
            </Button>
          </>
        ) : (
          <p className="muted">
            <FormattedMessage id="battles.rematch.winnerWaits" />
          </p>
        )}
      </section>
    );
  }

  const accepted = offer.acceptedIds.includes(meId);
  return (
    <section className={`rematch rematch--${offer.state}`} data-testid="rematch" data-state={offer.state} data-rematch-id={offer.id}>
      {open ? (
        <>
          <p>
            {offer.loser.id === meId ? (
              <FormattedMessage id="battles.rematch.youOffered" />
            ) : (
              <FormattedMessage id="battles.rematch.offered" values={{ name: offer.loser.nickname }} />
            )}
          </p>
          <div className="rematch__clock" aria-hidden>
            <span className="rematch__bar" style={{ width: `${(left / REMATCH_WINDOW_MS) * 100}%` }} />
          </div>
          <p className="rematch__left" data-testid="rematch-countdown" data-ms={left}>
            <FormattedMessage id="battles.rematch.left" values={{ seconds: countdownSeconds(left) }} />
          </p>
          <div className="row">
            {accepted ? (
              <span className="muted" data-testid="rematch-waiting">
                <FormattedMessage id="battles.rematch.waitingOthers" />
              </span>
            ) : (
              <Button size="large" onClick={ask} loading={creating} data-testid="rematch-accept">
                <FormattedMessage id="battles.rematch.accept" values={{ amount: price }} />
              </Button>
            )}
            <Button color="ghost" onClick={refuse} loading={declining} data-testid="rematch-decline">
              <FormattedMessage id="battles.rematch.decline" />
            </Button>
          </div>
        </>
      ) : offer.state === 'accepted' ? (
        <p>
          <FormattedMessage id="battles.rematch.accepted" />{' '}
          {offer.newBattleId && (
            <LLink to={`/casebattle/${offer.newBattleId}`} className="link" data-testid="rematch-new-battle">
              <FormattedMessage id="battles.rematch.goNew" />
            </LLink>
          )}
        </p>
      ) : (
        <p className="muted">
          <FormattedMessage id={offer.state === 'declined' ? 'battles.rematch.declined' : 'battles.rematch.expired'} />
        </p>
      )}
    </section>
  );
}

/**
 * The time left on an open offer, on this clock: its end is kept locally from the first sight of it
 * (so the countdown survives a reload), and at zero the offer is declined once by this client (the
 * server has expired it by then, or does now).
 */
function useOfferClock(offer: { id: string; expiresAt: string } | null | undefined, open: boolean, offset: number, declineAtZero: (id: string) => void): number {
  const deadline = useMemo(
    () => (offer && open ? rematchDeadline(offer.id, Date.parse(offer.expiresAt) - offset, Date.now()) : 0),
    // The offset moves a little with every answer; the stored moment does not.
    [offer?.id, open],
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!open) return;
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, [open]);
  const left = open ? remainingMs(deadline, now) : 0;

  const declinedAtZero = useRef<string | null>(null);
  useEffect(() => {
    if (!offer || !open || left > 0 || declinedAtZero.current === offer.id) return;
    declinedAtZero.current = offer.id;
    declineAtZero(offer.id);
  }, [offer, open, left, declineAtZero]);

  useEffect(() => {
    if (offer && !open) forgetRematch(offer.id);
  }, [offer, open]);
  return left;
}
