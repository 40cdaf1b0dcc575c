import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { useLang } from '../../app/routing/lang';
import { Button } from '../../app/ui/Button';
import { formatDay } from '../../i18n/dates';
import type { EmailSubscribeMutation } from '../../__generated__/EmailSubscribeMutation.graphql';
import { ErrorLine, type SocialsData } from './parts';
import { useSocialsMutation } from './useSocialsMutation';

const subscribe = graphql`
  mutation EmailSubscribeMutation($email: String!) {
    subscribeEmail(email: $email) {
      ...Socials_socials @relay(mask: false)
    }
  }
`;

/** The email subscription: an address, then the mailed link followed (the server confirms). */
export default function Email({ email }: { email: SocialsData['email'] }) {
  const intl = useIntl();
  const lang = useLang();
  const [value, setValue] = useState('');
  const { run, busy, error } = useSocialsMutation<EmailSubscribeMutation>(subscribe, 'subscribeEmail');
  const send = (address: string) => address && run({ email: address }, () => setValue(''));
  return (
    <div className="socials__block" data-testid="socials-email" data-state={email.status}>
      <h3 className="socials__heading">
        <FormattedMessage id="socials.email.title" />
      </h3>
      {email.status === 'confirmed' && (
        <p data-testid="socials-email-confirmed">
          <FormattedMessage id="socials.email.confirmed" values={{ address: email.address ?? '', date: email.confirmedAt ? formatDay(email.confirmedAt, lang) : '' }} />
        </p>
      )}
      {email.status === 'pending' && (
        <p className="socials__line" data-testid="socials-email-pending">
          <span>
            <FormattedMessage id="socials.email.pending" values={{ address: email.address ?? '' }} />
          </span>
          <Button size="small" color="secondary" disabled={busy} onClick={() => send(email.address ?? '')} data-testid="socials-email-resend">
            <FormattedMessage id="socials.email.resend" />
          </Button>
        </p>
      )}
      {email.status === 'unsubscribed' && (
        <p className="muted" data-testid="socials-email-unsubscribed">
          <FormattedMessage id="socials.email.unsubscribed" values={{ address: email.address ?? '' }} />
        </p>
      )}
      {email.status !== 'confirmed' && (
        <form
          className="socials__form"
          // The server's reasons show instead of the browser's own.
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send(value.trim());
          }}
        >
          <input
            type="email"
            className="socials__input"
            value={value}
            autoComplete="email"
            onChange={(e) => setValue(e.target.value)}
            placeholder={intl.formatMessage({ id: email.status === 'pending' ? 'socials.email.another' : 'socials.email.placeholder' })}
            aria-label={intl.formatMessage({ id: 'socials.email.placeholder' })}
            data-testid="socials-email-input"
          />
          <Button type="submit" size="small" disabled={busy || !value.trim()} data-testid="socials-email-submit">
            <FormattedMessage id="socials.email.subscribe" />
          </Button>
        </form>
      )}
      <ErrorLine error={error} />
    </div>
  );
}
