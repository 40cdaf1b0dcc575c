import { Suspense, useState } from 'react';
import { lazyScreen } from '../../app/routing/lazy';
import { loadPushCard } from '../push';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import { Button } from '../../app/ui/Button';
import { Modal } from '../../app/ui/Modal';
import { ui } from '../../app/state/ui';
import { asApiError } from '../../app/errors/ApiError';
import { handleApiError } from '../../app/errors/handle';
import { formatBanUntil } from './SelfBanModal';
import { activeSelfBan } from './viewerRules';
import './profile-settings.css';
import { banEnd, longerBanUntil, tradeLinkErrorId, TRADE_LINK_EXAMPLE } from './settings';
import type { MessageId } from '../../i18n/messageIds';
import type { ProfileSettings_query$key } from '../../__generated__/ProfileSettings_query.graphql';
import type { ProfileSettingsSaveTradeMutation } from '../../__generated__/ProfileSettingsSaveTradeMutation.graphql';
import type { ProfileSettingsSelfBanMutation } from '../../__generated__/ProfileSettingsSelfBanMutation.graphql';
import type { ProfileSettingsPrivacyMutation } from '../../__generated__/ProfileSettingsPrivacyMutation.graphql';

const fragment = graphql`
  fragment ProfileSettings_query on Query {
    me {
      id
      tradeofferUrl
      selfBanUntil
      profilePrivate
      accountLevelHidden
    }
    selfBanOptions
  }
`;

const saveTrade = graphql`
  mutation ProfileSettingsSaveTradeMutation($tradeoffer: String!) {
    saveTradeofferUrl(tradeoffer: $tradeoffer) {
      id
      tradeofferUrl
    }
  }
`;

const selfBan = graphql`
  mutation ProfileSettingsSelfBanMutation($days: Int!) {
    selfBan(days: $days) {
      id
      selfBanUntil
    }
  }
`;

const privacy = graphql`
  mutation ProfileSettingsPrivacyMutation($profilePrivate: Boolean, $accountLevelHidden: Boolean) {
    setProfilePrivacy(profilePrivate: $profilePrivate, accountLevelHidden: $accountLevelHidden) {
      id
      profilePrivate
      accountLevelHidden
    }
  }
`;

// The push card: its chunk and texts load with the settings (features/push).
const PushCard = lazyScreen('push card', loadPushCard, ['push']);

const STEAM_TRADE_PRIVACY = 'https://steamcommunity.com/my/tradeoffers/privacy#trade_offer_access_url';

/** The owner's settings: trade offer link, self-ban and privacy. */
export function ProfileSettings({ queryRef }: { queryRef: ProfileSettings_query$key }) {
  const data = useFragment(fragment, queryRef);
  if (!data.me) return null;
  return (
    <section className="profile-settings" data-testid="profile-settings">
      <h2 className="section-title">
        <FormattedMessage id="users.settings.title" />
      </h2>
      <div className="settings-grid">
        <TradeLinkCard saved={data.me.tradeofferUrl ?? ''} />
        <SelfBanCard options={data.selfBanOptions} until={data.me.selfBanUntil} />
        <PrivacyCard profilePrivate={data.me.profilePrivate} levelHidden={data.me.accountLevelHidden} />
        <Suspense fallback={null}>
          <PushCard />
        </Suspense>
      </div>
    </section>
  );
}

/** Who sees the profile (spec 6): the server hides the level, inventory and history from everyone else. */
function PrivacyCard({ profilePrivate, levelHidden }: { profilePrivate: boolean; levelHidden: boolean }) {
  const [commit, saving] = useMutation<ProfileSettingsPrivacyMutation>(privacy);
  // The choice shows at once; the server's answer then stands (or an error puts it back).
  const [want, setWant] = useState<{ profilePrivate?: boolean; accountLevelHidden?: boolean }>({});
  const set = (vars: { profilePrivate?: boolean; accountLevelHidden?: boolean }) => {
    setWant((w) => ({ ...w, ...vars }));
    commit({
      variables: vars,
      onCompleted: () => {
        setWant({});
        ui.notify({ tone: 'success', text: { id: 'users.settings.privacy.saved' } });
      },
      onError: (e) => {
        setWant({});
        handleApiError(e);
      },
    });
  };
  return (
    <div className="settings-card" data-testid="privacy-form">
      <h3 className="settings-card__title">
        <FormattedMessage id="users.settings.privacy.title" />
      </h3>
      <label className="settings-toggle">
        <input type="checkbox" checked={want.profilePrivate ?? profilePrivate} disabled={saving} onChange={(e) => set({ profilePrivate: e.target.checked })} data-testid="privacy-profile" />
        <span>
          <FormattedMessage id="users.settings.privacy.profile" />
        </span>
      </label>
      <label className="settings-toggle">
        <input type="checkbox" checked={want.accountLevelHidden ?? levelHidden} disabled={saving} onChange={(e) => set({ accountLevelHidden: e.target.checked })} data-testid="privacy-level" />
        <span>
          <FormattedMessage id="users.settings.privacy.level" />
        </span>
      </label>
    </div>
  );
}

function TradeLinkCard({ saved }: { saved: string }) {
  const intl = useIntl();
  const [value, setValue] = useState(saved);
  const [errorId, setErrorId] = useState<MessageId | null>(null);
  const [commit, saving] = useMutation<ProfileSettingsSaveTradeMutation>(saveTrade);
  const submit = () => {
    const link = value.trim();
    commit({
      variables: { tradeoffer: link },
      onCompleted: (r) => {
        setErrorId(null);
        setValue(r.saveTradeofferUrl.tradeofferUrl ?? link);
        ui.notify({ tone: 'success', text: { id: 'users.settings.trade.saved' } });
      },
      onError: (e) => {
        const id = tradeLinkErrorId(asApiError(e));
        if (id) {
          console.warn('[trade link]', asApiError(e).message);
          setErrorId(id);
        } else handleApiError(e);
      },
    });
  };
  return (
    <form
      className="settings-card"
      id="trade-link"
      data-testid="trade-link-form"
      // The server's translated message is shown instead of the browser's own.
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h3 className="settings-card__title">
        <FormattedMessage id="users.settings.trade.title" />
      </h3>
      <p className="muted settings-card__text">
        <FormattedMessage id="users.settings.trade.hint" />{' '}
        <a className="link" href={STEAM_TRADE_PRIVACY} target="_blank" rel="noreferrer noopener">
          <FormattedMessage id="users.settings.trade.find" />
        </a>
      </p>
      <div className="settings-row">
        <span className={`field field--large settings-row__field ${errorId ? 'field--error' : ''}`}>
          <input
            className="field__input"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={value}
            placeholder={TRADE_LINK_EXAMPLE}
            aria-label={intl.formatMessage({ id: 'users.settings.trade.title' })}
            aria-invalid={!!errorId}
            aria-describedby={errorId ? 'trade-link-error' : undefined}
            data-testid="trade-link-input"
            onChange={(e) => {
              setValue(e.target.value);
              setErrorId(null);
            }}
          />
          {errorId && (
            <span className="field__error" id="trade-link-error" role="alert" data-testid="trade-link-error">
              <FormattedMessage id={errorId} />
            </span>
          )}
        </span>
        <Button type="submit" size="medium" loading={saving} disabled={!value.trim() || value.trim() === saved} data-testid="trade-link-save">
          <FormattedMessage id="common.save" />
        </Button>
      </div>
    </form>
  );
}

function SelfBanCard({ options, until }: { options: readonly number[]; until: unknown }) {
  const intl = useIntl();
  const [days, setDays] = useState<number | null>(options[0] ?? null);
  const [confirming, setConfirming] = useState(false);
  const [longer, setLonger] = useState<number | null>(null);
  const [commit, banning] = useMutation<ProfileSettingsSelfBanMutation>(selfBan);
  const current = activeSelfBan(until);
  const period = (d: number) => intl.formatMessage({ id: 'users.settings.selfBan.days' }, { days: d });

  return (
    <div className="settings-card" data-testid="self-ban-form">
      <h3 className="settings-card__title">
        <FormattedMessage id="users.settings.selfBan.title" />
      </h3>
      <p className="muted settings-card__text">
        <FormattedMessage id="users.settings.selfBan.text" />
      </p>
      <div className="selfban-periods" role="radiogroup" aria-label={intl.formatMessage({ id: 'users.settings.selfBan.period' })}>
        {options.map((d) => (
          <button
            key={d}
            type="button"
            role="radio"
            aria-checked={d === days}
            className={`selfban-period ${d === days ? 'is-active' : ''}`}
            data-testid={`self-ban-days-${d}`}
            onClick={() => {
              setDays(d);
              setLonger(null);
            }}
          >
            {period(d)}
          </button>
        ))}
      </div>
      {longer !== null && (
        <p className="field__error" role="alert" data-testid="self-ban-error">
          <FormattedMessage id="users.settings.selfBan.longer" values={{ until: formatBanUntil(longer) }} />
        </p>
      )}
      {current !== null && (
        <p className="muted" data-testid="self-ban-current">
          <FormattedMessage id="users.selfBan.until" />: {formatBanUntil(current)}
        </p>
      )}
      <div>
        <Button color="blocked" size="medium" disabled={days === null} onClick={() => setConfirming(true)} data-testid="self-ban-start">
          <FormattedMessage id="users.settings.selfBan.submit" />
        </Button>
      </div>
      {confirming && days !== null && (
        <Modal title={<FormattedMessage id="users.settings.selfBan.confirmTitle" />} onClose={() => !banning && setConfirming(false)} className="modal--confirm">
          <div className="selfban-confirm" data-testid="self-ban-confirm">
            <p>
              <FormattedMessage id="users.settings.selfBan.confirmText" values={{ period: period(days), until: formatBanUntil(banEnd(days)) }} />
            </p>
            <p className="selfban-confirm__warning">
              <FormattedMessage id="users.settings.selfBan.irreversible" />
            </p>
            <div className="selfban-confirm__actions">
              <Button color="secondary" size="medium" disabled={banning} onClick={() => setConfirming(false)} data-testid="self-ban-cancel">
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button
                color="blocked"
                size="medium"
                loading={banning}
                data-testid="self-ban-confirm-button"
                onClick={() =>
                  commit({
                    variables: { days },
                    // The new end reaches `me` in the store; the self-ban modal then opens.
                    onCompleted: () => setConfirming(false),
                    onError: (e) => {
                      setConfirming(false);
                      const err = asApiError(e);
                      const end = longerBanUntil(err);
                      if (end !== null) {
                        console.warn('[self-ban]', err.message);
                        setLonger(end);
                      } else handleApiError(e);
                    },
                  })
                }
              >
                <FormattedMessage id="users.settings.selfBan.confirm" />
              </Button>
            </div>
          </div>
        </Modal>
      )}
    </div>
  );
}
