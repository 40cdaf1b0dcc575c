import { useMemo, useState } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { ActiveCountSubscription } from '../../__generated__/ActiveCountSubscription.graphql';

// The sub-header's count of active battles (spec 2). It loads after the
// first paint (app/layout/SubHeader.tsx) and follows activeBattlesCountChanged,
// which answers with the current count first.
const subscription = graphql`
  subscription ActiveCountSubscription {
    activeBattlesCountChanged
  }
`;

export default function ActiveCount() {
  const [count, setCount] = useState(0);
  // A stable config: a new object would subscribe again on every render.
  const config = useMemo(
    () => ({
      subscription,
      variables: {},
      onNext: (d: ActiveCountSubscription['response'] | null | undefined) => d && setCount(d.activeBattlesCountChanged),
      onError: (e: Error) => console.warn('[battles count]', e),
    }),
    [],
  );
  useSubscription<ActiveCountSubscription>(config);
  return count > 0 ? (
    <span className="pill" data-testid="active-battles-count">
      {count}
    </span>
  ) : null;
}
