import { act, render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { IntlMessages } from '../../../app/routing/messages';
import type { Namespace } from '../../../i18n/namespaces';

// The battle screens wired to a Relay store, against canned answers by
// operation name: queries and mutations answer at once, subscriptions are
// kept open so a test can push what the server would.

export type Answer = (variables: Variables) => unknown;

export interface Sent {
  name: string;
  variables: Variables;
}

export interface Harness {
  environment: Environment;
  sent: Sent[];
  /** Pushes a subscription's next answer to every open subscription of that name. */
  push: (name: string, data: unknown) => void;
  subscribed: () => string[];
}

export function harness(answers: Record<string, Answer>): Harness {
  const sent: Sent[] = [];
  const sinks: { name: string; next: (r: GraphQLResponse) => void }[] = [];
  const environment = new Environment({
    network: Network.create(
      (params: RequestParameters, variables: Variables) => {
        sent.push({ name: params.name, variables });
        const answer = answers[params.name];
        if (!answer) return Observable.from(Promise.reject(new Error(`no answer for ${params.name}`)));
        return Observable.from(Promise.resolve({ data: answer(variables) } as GraphQLResponse));
      },
      (params: RequestParameters, variables: Variables) => {
        sent.push({ name: params.name, variables });
        return Observable.create<GraphQLResponse>((sink) => {
          const entry = { name: params.name, next: (r: GraphQLResponse) => sink.next(r) };
          sinks.push(entry);
          return () => sinks.splice(sinks.indexOf(entry), 1);
        });
      },
    ),
    store: new Store(new RecordSource()),
  });
  return {
    environment,
    sent,
    push: (name, data) => sinks.filter((s) => s.name === name).forEach((s) => s.next({ data } as GraphQLResponse)),
    subscribed: () => sinks.map((s) => s.name),
  };
}

/** Renders `ui` at `path` (with a catch-all route that shows where a navigation went). */
export async function mount(h: Harness, ui: ReactElement, namespaces: readonly Namespace[], path = '/casebattle/1') {
  await act(async () => {
    render(
      <RelayEnvironmentProvider environment={h.environment}>
        <IntlMessages lang="en" namespaces={['shell', ...namespaces]}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={path.split('?')[0]} element={<Suspense fallback="loading">{ui}</Suspense>} />
              <Route path="*" element={<NavigatedTo />} />
            </Routes>
          </MemoryRouter>
        </IntlMessages>
      </RelayEnvironmentProvider>,
    );
  });
}

function NavigatedTo() {
  const { pathname, search } = useLocation();
  return <p data-testid="navigated">{pathname + search}</p>;
}

/** Lets promises and effects run. */
export const settle = () => act(async () => {});
