import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { asApiError } from '../../app/errors/ApiError';
import { refusalOf, type Mode } from './rules';
import type { useOutcomesQuery, useOutcomesQuery$data } from '../../__generated__/useOutcomesQuery.graphql';

// The table a contract of these drops would be played on now.
const outcomesQuery = graphql`
  query useOutcomesQuery($dropIds: [ID!], $bullets: Int, $mode: ContractMode, $weapon: String) {
    contractOutcomes(dropIds: $dropIds, bullets: $bullets, mode: $mode, weapon: $weapon) {
      stake
      mode
      weapon
      low
      high
      target
      expectedValue
      outcomes {
        item {
          id
          marketHashName
          weapon
          rarity
          image
        }
        price
        from
        to
        chance
      }
    }
  }
`;

export type Preview = useOutcomesQuery$data['contractOutcomes'];
export type Table = { status: 'idle' } | { status: 'loading'; last: Preview | null } | { status: 'ready'; preview: Preview } | { status: 'refused'; reason: string };

/** How long the selection must stay put before the table is asked for again. */
const SETTLE_TABLE_MS = 300;

export interface TableArgs {
  dropIds: readonly string[];
  bullets: number;
  mode: Mode;
  weapon: string | null;
}

/** The outcome table of the selection, asked for once it has settled; a refusal is a state, not an error. */
export function useOutcomes(args: TableArgs | null): Table {
  const environment = useRelayEnvironment();
  const [table, setTable] = useState<Table>({ status: 'idle' });
  const key = args ? JSON.stringify(args) : '';
  useEffect(() => {
    if (!key) {
      setTable({ status: 'idle' });
      return;
    }
    const a = JSON.parse(key) as TableArgs;
    setTable((t) => ({ status: 'loading', last: t.status === 'ready' ? t.preview : t.status === 'loading' ? t.last : null }));
    let sub: { unsubscribe(): void } | null = null;
    const timer = setTimeout(() => {
      sub = fetchQuery<useOutcomesQuery>(
        environment,
        outcomesQuery,
        { dropIds: [...a.dropIds], bullets: a.bullets, mode: a.mode, weapon: a.weapon },
        { fetchPolicy: 'network-only' },
      ).subscribe({
        next: (d) => setTable({ status: 'ready', preview: d.contractOutcomes }),
        error: (e: unknown) => {
          const err = asApiError(e);
          setTable({ status: 'refused', reason: refusalOf(err.fields) ?? err.code });
        },
      });
    }, SETTLE_TABLE_MS);
    return () => {
      clearTimeout(timer);
      sub?.unsubscribe();
    };
  }, [key, environment]);
  return table;
}

