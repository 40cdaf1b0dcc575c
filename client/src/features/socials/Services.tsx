import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { asApiError } from '../../app/errors/ApiError';
import { handleApiError } from '../../app/errors/handle';
import { Button } from '../../app/ui/Button';
import type { ServicesConnectMutation } from '../../__generated__/ServicesConnectMutation.graphql';
import type { ServicesDisconnectMutation } from '../../__generated__/ServicesDisconnectMutation.graphql';
import { serviceName } from './outcome';
import { ErrorLine, type SocialsData } from './parts';
import { refusalOf, type Refusal } from './refusals';
import { useSocialsMutation } from './useSocialsMutation';

const connect = graphql`
  mutation ServicesConnectMutation($service: String!) {
    connectService(service: $service) {
      service
      url
    }
  }
`;

const disconnect = graphql`
  mutation ServicesDisconnectMutation($service: String!) {
    disconnectService(service: $service) {
      ...Socials_socials @relay(mask: false)
    }
  }
`;

type Service = SocialsData['services'][number];

/** Leaves for the service's consent page (an object so tests can watch it). */
export const connectNav = { go: (url: string) => window.location.assign(url) };

/** The services: connected on their own consent pages, which send the browser back to the profile. */
export default function Services({ services }: { services: SocialsData['services'] }) {
  const [commitConnect, connecting] = useMutation<ServicesConnectMutation>(connect);
  const [connectError, setConnectError] = useState<Refusal | null>(null);
  const unlink = useSocialsMutation<ServicesDisconnectMutation>(disconnect, 'disconnectService');
  const busy = connecting || unlink.busy;
  const start = (service: string) => {
    setConnectError(null);
    commitConnect({
      variables: { service },
      // The page is left for the service's; the answer comes back as ?socials=.
      onCompleted: (r) => {
        connectNav.go(r.connectService.url);
      },
      onError: (e) => {
        const refusal = refusalOf(asApiError(e));
        if (!refusal) return handleApiError(e);
        console.warn('[socials]', asApiError(e).code, asApiError(e).message);
        setConnectError(refusal);
      },
    });
  };
  return (
    <div className="socials__block" data-testid="socials-services">
      <h3 className="socials__heading">
        <FormattedMessage id="socials.services.title" />
      </h3>
      <ul className="progression__list">
        {services.map((s) => (
          <ServiceRow key={s.service} service={s} busy={busy} onConnect={() => start(s.service)} onDisconnect={() => unlink.run({ service: s.service })} />
        ))}
      </ul>
      <ErrorLine error={connectError ?? unlink.error} />
    </div>
  );
}

function ServiceRow({ service: s, busy, onConnect, onDisconnect }: { service: Service; busy: boolean; onConnect: () => void; onDisconnect: () => void }) {
  const state = s.connected ? 'connected' : s.available ? 'available' : 'unavailable';
  return (
    <li className={`progression__row${s.available ? '' : ' is-done'}`} data-testid={`socials-service-${s.service}`} data-state={state}>
      <span className="progression__name">{serviceName(s.service)}</span>
      {s.connected ? (
        <>
          <span className="socials__username" data-testid="socials-username">
            {s.username}
          </span>
          <Button size="small" color="secondary" disabled={busy} onClick={onDisconnect} data-testid={`socials-disconnect-${s.service}`}>
            <FormattedMessage id="socials.services.disconnect" />
          </Button>
        </>
      ) : s.available ? (
        <Button size="small" disabled={busy} onClick={onConnect} data-testid={`socials-connect-${s.service}`}>
          <FormattedMessage id="socials.services.connect" />
        </Button>
      ) : (
        <>
          <span className="muted">
            <FormattedMessage id="socials.services.unavailable" />
          </span>
          <Button size="small" disabled data-testid={`socials-connect-${s.service}`}>
            <FormattedMessage id="socials.services.connect" />
          </Button>
        </>
      )}
    </li>
  );
}
