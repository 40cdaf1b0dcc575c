import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation, useRefetchableFragment } from 'react-relay';
import { handleApiError } from '../../app/errors/handle';
import { useLang } from '../../app/routing/lang';
import { ItemArt } from '../../entities/item/ItemArt';
import { useItemName } from '../../i18n/labels';
import { formatMoney } from '../../i18n/money';
import { OpenButton } from './OpenControls';
import { useFormatAmount } from './Amount';
import { commitmentText, familyOpenState } from './family';
import { linkProgress, readAgain } from './progressStore';
import type { FamilyProps } from './familyProps';
import type { DiscoveredPanel_case$key } from '../../__generated__/DiscoveredPanel_case.graphql';
import type { DiscoveredPanelSelectMutation } from '../../__generated__/DiscoveredPanelSelectMutation.graphql';
import type { DiscoveredPanel_board$data } from '../../__generated__/DiscoveredPanel_board.graphql';

// discovered: the server deals a board of hidden slots and publishes its
// commitment, SHA-256 of "salt:itemIds", before the player picks one. The
// open pays, drops the picked slot's item and reveals every slot and the
// salt, so anyone can check that the board was fixed before the pick.

graphql`
  fragment DiscoveredPanel_board on DiscoveredBoard {
    slots
    commitment
    selected
    nonce
    salt
    revealed {
      id
      marketHashName
      rarity
      image
      price
    }
  }
`;

// The board comes with the case page's query; it is read again after an
// open (the server deals the next board when it is asked for) and when the
// server refused a pick or an open.
const caseFragment = graphql`
  fragment DiscoveredPanel_case on Case @refetchable(queryName: "DiscoveredPanelRefetchQuery") {
    discoveredBoard {
      ...DiscoveredPanel_board @relay(mask: false)
    }
  }
`;

const selectMutation = graphql`
  mutation DiscoveredPanelSelectMutation($caseId: ID!, $index: Int!) {
    selectDiscoveredSlot(caseId: $caseId, index: $index) {
      ...DiscoveredPanel_board @relay(mask: false)
    }
  }
`;

const openMutation = graphql`
  mutation DiscoveredPanelOpenMutation($caseId: ID!, $fast: Boolean) {
    openDiscoveredCase(caseId: $caseId, fast: $fast) {
      ...CasePage_payload @relay(mask: false)
      board {
        ...DiscoveredPanel_board @relay(mask: false)
      }
    }
  }
`;

// The same digest as the verifier page's (fair/roll.ts), kept here so the
// case page does not share a chunk with it.
async function sha256Hex(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const d = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...d].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Recomputes the commitment of a revealed board: true if it matches, null while unknown. */
export function useCommitmentCheck(board: { commitment: string; salt?: string | null; revealed?: readonly { id: string }[] | null }): boolean | null {
  const [ok, setOk] = useState<boolean | null>(null);
  const text = board.salt && board.revealed ? commitmentText(board.salt, board.revealed.map((i) => i.id)) : null;
  useEffect(() => {
    if (!text) return;
    let live = true;
    sha256Hex(text)
      .then((h) => live && setOk(h === null ? null : h === board.commitment))
      .catch(() => live && setOk(null));
    return () => {
      live = false;
    };
  }, [text, board.commitment]);
  return ok;
}

function Commitment({ hash }: { hash: string }) {
  return (
    <p className="board__commitment">
      <span className="muted small">
        <FormattedMessage id="cases.discovered.commitment" />
      </span>
      <code className="mono break" data-testid="board-commitment">
        {hash}
      </code>
    </p>
  );
}

/** The board after the open: every slot's item, the picked one marked, and the check of the commitment. */
export function RevealedBoard({ board }: { board: DiscoveredPanel_board$data }) {
  const lang = useLang();
  const itemName = useItemName();
  const ok = useCommitmentCheck(board);
  const items = board.revealed ?? [];
  return (
    <div className="board board--revealed" data-testid="board-revealed">
      <div className="board__grid">
        {items.map((it, i) => (
          <div
            key={i}
            className={`board__slot is-revealed rarity--${it.rarity} ${i === board.selected ? 'is-picked' : ''}`}
            data-testid="board-slot"
            data-picked={i === board.selected || undefined}
          >
            <ItemArt name={it.marketHashName} rarity={it.rarity} image={it.image} compact />
            <span className="board__name">{itemName(it.marketHashName)}</span>
            <span className="board__price">{formatMoney(it.price, lang)}</span>
          </div>
        ))}
      </div>
      <Commitment hash={board.commitment} />
      <p className="board__salt">
        <span className="muted small">
          <FormattedMessage id="cases.discovered.salt" />
        </span>
        <code className="mono break" data-testid="board-salt">
          {board.salt}
        </code>
      </p>
      <p className="muted small" data-testid="board-check-explain">
        <FormattedMessage id="cases.discovered.check" values={{ code: (c) => <code key="code">{c}</code> }} />
      </p>
      {ok !== null && (
        <p className={`local-check ${ok ? 'is-ok' : 'is-bad'}`} data-testid="board-check">
          <FormattedMessage id={ok ? 'cases.discovered.checkOk' : 'cases.discovered.checkBad'} />
        </p>
      )}
    </div>
  );
}

export function DiscoveredPanel(p: FamilyProps & { caseRef: DiscoveredPanel_case$key; slots: number; toggles: ReactNode }) {
  const intl = useIntl();
  const format = useFormatAmount();
  const [{ discoveredBoard: b }, refetchCase] = useRefetchableFragment(caseFragment, p.caseRef);
  const refetch = () => readAgain(refetchCase);
  const [commitSelect, selecting] = useMutation<DiscoveredPanelSelectMutation>(selectMutation);
  // Back from a result: the server deals the next board when asked for it.
  const wasIdle = useRef(p.idle);
  useEffect(() => {
    if (p.idle && !wasIdle.current) readAgain(refetchCase);
    wasIdle.current = p.idle;
  }, [p.idle, refetchCase]);
  if (!p.idle || !b) return null;

  const price = format(p.currency, p.priceAmount);
  const state = familyOpenState({ ...p, cost: p.priceAmount });
  const picked = b.selected ?? null;
  const slots = b.slots || p.slots;
  const select = (index: number) =>
    commitSelect({
      variables: { caseId: p.caseId, index },
      updater: (store) => linkProgress(store, 'selectDiscoveredSlot', null, 'discoveredBoard', p.caseId),
      onError: (e) => {
        refetch();
        handleApiError(e);
      },
    });

  return (
    <div className="board" data-testid="board" data-selected={picked ?? ''}>
      <p className="muted">
        <FormattedMessage id={picked === null ? 'cases.discovered.pick' : 'cases.discovered.picked'} values={{ slot: (picked ?? 0) + 1 }} />
      </p>
      <div className="board__grid" role="radiogroup" aria-label={intl.formatMessage({ id: 'cases.discovered.slots' })}>
        {Array.from({ length: slots }, (_, i) => (
          <button
            key={i}
            type="button"
            role="radio"
            aria-checked={picked === i}
            className={`board__slot ${picked === i ? 'is-picked' : ''}`}
            disabled={selecting || p.opening || state.kind === 'unavailable'}
            onClick={() => select(i)}
            data-testid="board-slot"
          >
            <span className="board__mark" aria-hidden>
              ?
            </span>
            <span className="board__index">{i + 1}</span>
          </button>
        ))}
      </div>
      <Commitment hash={b.commitment} />
      <div className="case-controls">
        <OpenButton
          state={state}
          price={price}
          loading={p.opening}
          disabled={picked === null || selecting}
          onOpen={() =>
            p.onOpen({
              mutation: openMutation,
              field: 'openDiscoveredCase',
              variables: { caseId: p.caseId, fast: p.fast },
              noSpin: true,
              onRefused: refetch,
            })
          }
          label={<FormattedMessage id="cases.open" values={{ count: 1, price }} />}
        />
        {p.toggles}
      </div>
    </div>
  );
}
