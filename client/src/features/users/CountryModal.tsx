import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useMutation } from 'react-relay';
import { Modal } from '../../app/ui/Modal';
import { Button } from '../../app/ui/Button';
import { Select } from '../../app/ui/Select';
import { environment } from '../../app/env/relay';
import { handleApiError } from '../../app/errors/handle';
import { countryOptions, defaultCountry, type ServerCountry } from './countries';
import type { ModalSpecOf } from '../../app/state/ui';
import type { CountryModalCountriesQuery } from '../../__generated__/CountryModalCountriesQuery.graphql';
import type { CountryModalSetCountryMutation } from '../../__generated__/CountryModalSetCountryMutation.graphql';

type Spec = ModalSpecOf<'country'>;

const countriesQuery = graphql`
  query CountryModalCountriesQuery {
    countries {
      label
      value
      img
    }
  }
`;

const setCountryMutation = graphql`
  mutation CountryModalSetCountryMutation($countryCode: String!) {
    setCountry(countryCode: $countryCode) {
      id
      country
    }
  }
`;

/** A country must be chosen; defaults to the IP country, else the first one. Outside clicks do nothing. */
export function CountryModal({ spec, onClose }: { spec: Spec; onClose: () => void }) {
  const intl = useIntl();
  const [server, setServer] = useState<readonly ServerCountry[] | null>(null);
  useEffect(() => {
    // The server's list when it comes; the built-in one until then (or if it fails).
    const sub = fetchQuery<CountryModalCountriesQuery>(environment, countriesQuery, {}).subscribe({
      next: (d) => setServer(d.countries),
      error: (e: unknown) => console.warn('[countries]', e),
    });
    return () => sub.unsubscribe();
  }, []);
  const options = useMemo(() => countryOptions(intl.locale, server), [intl.locale, server]);
  const [picked, setPicked] = useState<string | null>(null);
  const value = picked ?? defaultCountry(options, spec.ipCountry);
  const [commit, saving] = useMutation<CountryModalSetCountryMutation>(setCountryMutation);

  return (
    <Modal title={<FormattedMessage id="users.country.title" />} closeOnOutside={false} className="modal--country">
      <div className="country-modal" data-testid="country-modal">
        <p className="muted">
          <FormattedMessage id="users.country.text" />
        </p>
        <Select
          options={options}
          value={value}
          onChange={setPicked}
          searchable
          notFoundText={intl.formatMessage({ id: 'users.country.notFound' })}
          label={intl.formatMessage({ id: 'users.country.title' })}
        />
        <Button
          size="large"
          loading={saving}
          disabled={!value}
          data-testid="country-save"
          onClick={() => {
            if (!value) return;
            // The returned user updates `me.country` in the store; ViewerWatch then closes this modal.
            commit({
              variables: { countryCode: value },
              onCompleted: () => onClose(),
              onError: (e) => handleApiError(e),
            });
          }}
        >
          <FormattedMessage id="common.save" />
        </Button>
      </div>
    </Modal>
  );
}

export default CountryModal;
