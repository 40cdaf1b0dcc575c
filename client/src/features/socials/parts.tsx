import { FormattedMessage } from 'react-intl';
import type { SocialsQuery$data } from '../../__generated__/SocialsQuery.graphql';
import type { Refusal } from './refusals';

export type SocialsData = NonNullable<SocialsQuery$data['socials']>;

/** A refusal under the field it is about. */
export function ErrorLine({ error }: { error: Refusal | null }) {
  if (!error) return null;
  return (
    <p className="socials__error" role="alert" data-testid="socials-error">
      <FormattedMessage id={error.id} values={error.values} />
    </p>
  );
}
