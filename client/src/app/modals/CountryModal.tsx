import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { commitLocalUpdate } from 'relay-runtime';
import { Modal } from '../ui/Modal';
import { Button } from '../ui/Button';
import { Select } from '../ui/Select';
import { apiFetch } from '../env/http';
import { environment } from '../env/relay';
import { handleApiError } from '../errors/handle';
import { ApiError } from '../errors/ApiError';
import { countryOptions } from './countries';
import type { ModalSpec } from '../state/ui';

type Spec = Extract<ModalSpec, { type: 'country' }>;

async function saveCountry(code: string): Promise<void> {
  const res = await apiFetch('/api/user/set_country', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ country_code: code }),
  });
  if (!res.ok) {
    const body = await res.json().catch(() => ({}));
    throw new ApiError(body.error ?? 'api.internal', body.message ?? res.statusText, res.status, body);
  }
}

/** A country must be chosen; defaults to the IP country, else the first one. */
export function CountryModal({ spec, onClose }: { spec: Spec; onClose: () => void }) {
  const intl = useIntl();
  const options = useMemo(() => countryOptions(intl.locale), [intl.locale]);
  const initial = options.find((o) => o.value === spec.ipCountry)?.value ?? options[0].value;
  const [value, setValue] = useState(initial);
  const [busy, setBusy] = useState(false);
  return (
    <Modal title={<FormattedMessage id="country.title" />} closeOnOutside={false}>
      <p className="muted">
        <FormattedMessage id="country.text" />
      </p>
      <Select
        options={options}
        value={value}
        onChange={setValue}
        searchable
        notFoundText={intl.formatMessage({ id: 'country.notFound' })}
        label={intl.formatMessage({ id: 'country.title' })}
      />
      <Button
        size="large"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await saveCountry(value);
            commitLocalUpdate(environment, (store) => {
              const me = store.getRoot().getLinkedRecord('me');
              me?.setValue(value, 'country');
            });
            onClose();
          } catch (e) {
            handleApiError(e);
          } finally {
            setBusy(false);
          }
        }}
      >
        <FormattedMessage id="common.confirm" />
      </Button>
    </Modal>
  );
}
