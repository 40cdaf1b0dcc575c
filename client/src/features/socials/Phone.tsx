import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { useLang } from '../../app/routing/lang';
import { Button } from '../../app/ui/Button';
import { formatWhen } from '../../i18n/dates';
import type { PhoneCreateCodeMutation } from '../../__generated__/PhoneCreateCodeMutation.graphql';
import type { PhoneConfirmCodeMutation } from '../../__generated__/PhoneConfirmCodeMutation.graphql';
import { ErrorLine, type SocialsData } from './parts';
import { secondsUntil, useNow } from './time';
import { useSocialsMutation } from './useSocialsMutation';

const createCode = graphql`
  mutation PhoneCreateCodeMutation($phone: String!) {
    createPhoneCode(phone: $phone) {
      ...Socials_socials @relay(mask: false)
    }
  }
`;

const confirmCode = graphql`
  mutation PhoneConfirmCodeMutation($code: String!) {
    confirmPhoneCode(code: $code) {
      ...Socials_socials @relay(mask: false)
    }
  }
`;

type PhoneState = SocialsData['phone'];

/** The code typed so far: digits only, six at most. */
export const codeDigits = (raw: string) => raw.replace(/\D/g, '').slice(0, 6);

/** The phone: a number in E.164, then the 6-digit code the SMS brings. */
export default function Phone({ phone }: { phone: PhoneState }) {
  const intl = useIntl();
  const [number, setNumber] = useState('');
  const send = useSocialsMutation<PhoneCreateCodeMutation>(createCode, 'createPhoneCode');
  const now = useNow(phone.status === 'code_sent');
  const wait = secondsUntil(phone.resendAt, now);
  return (
    <div className="socials__block" data-testid="socials-phone" data-state={phone.status}>
      <h3 className="socials__heading">
        <FormattedMessage id="socials.phone.title" />
      </h3>
      {phone.status === 'confirmed' ? (
        <p data-testid="socials-phone-confirmed">
          <FormattedMessage id="socials.phone.confirmed" values={{ phone: phone.masked ?? '' }} />
        </p>
      ) : (
        <form
          className="socials__form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (number.trim()) send.run({ phone: number.trim() });
          }}
        >
          <input
            type="tel"
            className="socials__input"
            value={number}
            autoComplete="tel"
            onChange={(e) => setNumber(e.target.value)}
            placeholder="+4915112345678"
            aria-label={intl.formatMessage({ id: 'socials.phone.number' })}
            data-testid="socials-phone-input"
          />
          <Button type="submit" size="small" disabled={send.busy || wait > 0 || !number.trim()} data-testid="socials-phone-send">
            {phone.status !== 'code_sent' ? (
              <FormattedMessage id="socials.phone.send" />
            ) : wait > 0 ? (
              <FormattedMessage id="socials.phone.resendIn" values={{ seconds: wait }} />
            ) : (
              <FormattedMessage id="socials.phone.resend" />
            )}
          </Button>
        </form>
      )}
      <ErrorLine error={send.error} />
      {phone.status === 'code_sent' && <CodeForm phone={phone} now={now} />}
    </div>
  );
}

function CodeForm({ phone, now }: { phone: PhoneState; now: number }) {
  const intl = useIntl();
  const lang = useLang();
  const [code, setCode] = useState('');
  const confirm = useSocialsMutation<PhoneConfirmCodeMutation>(confirmCode, 'confirmPhoneCode');
  const expired = phone.codeExpiresAt ? secondsUntil(phone.codeExpiresAt, now) === 0 : false;
  return (
    <>
      <p className="muted" data-testid="socials-code-sent">
        <FormattedMessage id="socials.phone.codeSent" values={{ phone: phone.masked ?? '' }} />{' '}
        {phone.codeExpiresAt &&
          (expired ? (
            <FormattedMessage id="socials.phone.codeExpired" />
          ) : (
            <FormattedMessage id="socials.phone.codeExpires" values={{ when: formatWhen(phone.codeExpiresAt, lang) }} />
          ))}
      </p>
      <form
        className="socials__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (code.length === 6) confirm.run({ code }, () => setCode(''));
        }}
      >
        <input
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          className="socials__input socials__input--code"
          value={code}
          maxLength={6}
          onChange={(e) => setCode(codeDigits(e.target.value))}
          placeholder="000000"
          aria-label={intl.formatMessage({ id: 'socials.phone.code' })}
          data-testid="socials-code-input"
        />
        <Button type="submit" size="small" disabled={confirm.busy || code.length !== 6 || expired} data-testid="socials-code-confirm">
          <FormattedMessage id="socials.phone.confirm" />
        </Button>
        <span className="muted" data-testid="socials-attempts">
          <FormattedMessage id="socials.phone.attempts" values={{ count: phone.attemptsLeft }} />
        </span>
      </form>
      <ErrorLine error={confirm.error} />
    </>
  );
}
