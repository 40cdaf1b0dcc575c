import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useMutation, useRelayEnvironment } from 'react-relay';
import { handleApiError } from '../../app/errors/handle';
import { ui } from '../../app/state/ui';
import { Button } from '../../app/ui/Button';
import { codeFormatError, CODE_MAX, CODE_MIN, normalizeCode, referralLink } from './partner';
import { linkPartner } from './store';
import type { MessageId } from '../../i18n/messageIds';
import type { CodeCard_partner$key } from '../../__generated__/CodeCard_partner.graphql';
import type { CodeCardCheckQuery } from '../../__generated__/CodeCardCheckQuery.graphql';
import type { CodeCardSaveMutation } from '../../__generated__/CodeCardSaveMutation.graphql';

const fragment = graphql`
  fragment CodeCard_partner on Partner {
    code
    referralPath
    codeChangesLeft
  }
`;

const checkQuery = graphql`
  query CodeCardCheckQuery($code: String!) {
    partnerCodeCheck(code: $code) {
      code
      available
      reason
    }
  }
`;

const save = graphql`
  mutation CodeCardSaveMutation($code: String!) {
    savePartnerCode(code: $code) {
      ...CodeCard_partner
      ...Levels_partner
      ...BalanceCard_partner
    }
  }
`;

/** The server's reasons a code cannot be saved, with their texts. */
const REASONS: Record<string, MessageId> = {
  format: 'partner.code.reason.format',
  reserved: 'partner.code.reason.reserved',
  taken: 'partner.code.reason.taken',
  no_changes_left: 'partner.code.reason.noChangesLeft',
};
const FORMAT: Record<'short' | 'long' | 'chars', MessageId> = {
  short: 'partner.code.reason.short',
  long: 'partner.code.reason.long',
  chars: 'partner.code.reason.chars',
};

/** How long typing must pause before the code is checked. */
export const CHECK_DELAY_MS = 300;

type Check = { code: string; available: boolean; reason?: string | null } | null;

/** The code editor with live availability, and the referral link with a copy button. */
export function CodeCard({ partner }: { partner: CodeCard_partner$key }) {
  const intl = useIntl();
  const env = useRelayEnvironment();
  const data = useFragment(fragment, partner);
  const [value, setValue] = useState(data.code ?? '');
  const [check, setCheck] = useState<Check>(null);
  const [copied, setCopied] = useState(false);
  const [commit, saving] = useMutation<CodeCardSaveMutation>(save);
  const code = normalizeCode(value);
  const unchanged = code === (data.code ?? '');
  const formatError = code ? codeFormatError(code) : null;

  useEffect(() => {
    setCheck(null);
    if (!code || unchanged || formatError) return;
    let sub: { unsubscribe: () => void } | null = null;
    const t = setTimeout(() => {
      sub = fetchQuery<CodeCardCheckQuery>(env, checkQuery, { code }, { fetchPolicy: 'network-only' }).subscribe({
        next: (r) => setCheck(r.partnerCodeCheck),
        error: (e: unknown) => handleApiError(e, { quiet: true }),
      });
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(t);
      sub?.unsubscribe();
    };
  }, [code, unchanged, formatError, env]);

  const hint: MessageId | null = formatError ? FORMAT[formatError] : check && !check.available ? (REASONS[check.reason ?? ''] ?? 'partner.code.reason.format') : null;
  const ok = !!check?.available && check.code === code;
  const link = data.referralPath ? referralLink(data.referralPath) : null;
  const submit = () =>
    commit({
      variables: { code },
      updater: (store) => linkPartner(store, 'savePartnerCode'),
      onCompleted: () => {
        setValue(code);
        setCheck(null);
        ui.notify({ tone: 'success', text: { id: 'partner.code.saved' } });
      },
      onError: (e) => handleApiError(e),
    });

  return (
    <form
      className="partner-card"
      data-testid="partner-code"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (ok && !saving) submit();
      }}
    >
      <h2 className="partner-card__title">
        <FormattedMessage id="partner.code.title" />
      </h2>
      <p className="muted">
        <FormattedMessage id="partner.code.rules" values={{ min: CODE_MIN, max: CODE_MAX }} />
      </p>
      <div className="partner-code__row">
        <span className={`field field--large ${hint ? 'field--error' : ''}`}>
          <input
            className="field__input"
            value={value}
            maxLength={CODE_MAX + 8}
            autoComplete="off"
            spellCheck={false}
            aria-label={intl.formatMessage({ id: 'partner.code.title' })}
            aria-invalid={!!hint}
            data-testid="partner-code-input"
            onChange={(e) => setValue(e.target.value)}
          />
        </span>
        <Button type="submit" loading={saving} disabled={!ok || data.codeChangesLeft <= 0} data-testid="partner-code-save">
          <FormattedMessage id="common.save" />
        </Button>
      </div>
      <p className="partner-code__status" role="status" data-testid="partner-code-status">
        {hint ? (
          <span className="field__error">
            <FormattedMessage id={hint} />
          </span>
        ) : ok ? (
          <span className="partner-code__ok">
            <FormattedMessage id="partner.code.available" />
          </span>
        ) : null}
      </p>
      <p className="muted" data-testid="partner-code-changes">
        <FormattedMessage id="partner.code.changesLeft" values={{ count: data.codeChangesLeft }} />
      </p>
      {link ? (
        <div className="partner-link">
          <span className="partner-link__label">
            <FormattedMessage id="partner.link.title" />
          </span>
          <code className="partner-link__value" data-testid="partner-link">
            {link}
          </code>
          <Button
            size="small"
            color="secondary"
            data-testid="partner-link-copy"
            onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => {})}
          >
            <FormattedMessage id={copied ? 'partner.link.copied' : 'partner.link.copy'} />
          </Button>
        </div>
      ) : (
        <p className="muted" data-testid="partner-link-none">
          <FormattedMessage id="partner.link.none" />
        </p>
      )}
    </form>
  );
}
