import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { handleApiError } from '../../app/errors/handle';
import { Button } from '../../app/ui/Button';
import { useViewer } from '../../app/layout/viewer';
import { refreshOwnWear } from './wear';
import type { MessageId } from '../../i18n/messageIds';
import type { WardrobeQuery, WardrobeQuery$data } from '../../__generated__/WardrobeQuery.graphql';
import type { WardrobeEquipMutation, EquipCustomizationsInput } from '../../__generated__/WardrobeEquipMutation.graphql';
import type { WardrobeViewedMutation } from '../../__generated__/WardrobeViewedMutation.graphql';
import './customizations.css';

// The own profile's wardrobe: what the player owns, per type, one of each
// worn at a time. New ones are marked until seen here: the marks stay for
// this visit and the server forgets them once the wardrobe has been shown.

const query = graphql`
  query WardrobeQuery {
    wardrobe {
      newCount
      profileCustomization {
        accountLevelHidden
        borderId
        hoodId
        avatarId
        backgroundId
      }
      customizations {
        isNew
        equipped
        customization {
          customizationId: id
          type
          label
          name
          fileUrl
        }
      }
    }
  }
`;

const equipMutation = graphql`
  mutation WardrobeEquipMutation($input: EquipCustomizationsInput!) {
    equipCustomizations(input: $input) {
      borderId
      hoodId
      avatarId
      backgroundId
    }
  }
`;

const viewedMutation = graphql`
  mutation WardrobeViewedMutation {
    viewCustomizations
  }
`;

type Owned = NonNullable<WardrobeQuery$data['wardrobe']>['customizations'][number];
const TYPES = ['border', 'hood', 'avatar', 'background'] as const;
type Type = (typeof TYPES)[number];
const TYPE_TITLE: Record<Type, MessageId> = {
  border: 'customizations.type.border',
  hood: 'customizations.type.hood',
  avatar: 'customizations.type.avatar',
  background: 'customizations.type.background',
};
const LABEL: Record<'special' | 'event', MessageId> = { special: 'customizations.label.special', event: 'customizations.label.event' };
const FIELD: Record<Type, keyof EquipCustomizationsInput> = {
  border: 'borderId',
  hood: 'hoodId',
  avatar: 'avatarId',
  background: 'backgroundId',
};

export function Wardrobe() {
  const [reloads, setReloads] = useState(0);
  // A claimed level may grant a customization: the viewer's level is part of
  // the key, so the wardrobe reads itself again after a claim.
  const level = useViewer()?.level ?? 0;
  const data = useLazyLoadQuery<WardrobeQuery>(query, {}, { fetchPolicy: 'store-and-network', fetchKey: `${reloads}:${level}` });
  const [commitEquip, equipping] = useMutation<WardrobeEquipMutation>(equipMutation);
  const [commitViewed] = useMutation<WardrobeViewedMutation>(viewedMutation);
  // The marks of this visit: what was new when the wardrobe was first shown.
  const [fresh] = useState(() => new Set((data.wardrobe?.customizations ?? []).filter((c) => c.isNew).map((c) => c.customization.customizationId)));
  const newCount = data.wardrobe?.newCount ?? 0;
  useEffect(() => {
    if (newCount > 0) commitViewed({ variables: {}, onError: () => {} });
  }, [newCount, commitViewed]);
  const w = data.wardrobe;
  if (!w) return null;

  const equip = (type: Type, id: number) =>
    commitEquip({
      variables: { input: { [FIELD[type]]: id } },
      onCompleted: () => (setReloads((n) => n + 1), refreshOwnWear()),
      onError: (e) => handleApiError(e),
    });

  // The level privacy lives with the profile's customizations (spec 3 profile_customization).
  const hideLevel = (hidden: boolean) =>
    commitEquip({
      variables: { input: { accountLevelHidden: hidden } },
      onCompleted: () => setReloads((n) => n + 1),
      onError: (e) => handleApiError(e),
    });

  const byType = (t: Type): Owned[] => w.customizations.filter((c) => c.customization.type === t);
  return (
    <section className="wardrobe" data-testid="wardrobe">
      <h2 className="section-title">
        <FormattedMessage id="customizations.title" />
      </h2>
      <label className="wardrobe__privacy">
        <input
          type="checkbox"
          checked={w.profileCustomization.accountLevelHidden}
          disabled={equipping}
          onChange={(e) => hideLevel(e.target.checked)}
          data-testid="wardrobe-hide-level"
        />{' '}
        <FormattedMessage id="customizations.hideLevel" />
      </label>
      {w.customizations.length === 0 && (
        <p className="muted" data-testid="wardrobe-empty">
          <FormattedMessage id="customizations.empty" />
        </p>
      )}
      {TYPES.map((t) => {
        const list = byType(t);
        if (list.length === 0) return null;
        return (
          <div key={t} className="wardrobe__type" data-testid={`wardrobe-${t}`}>
            <h3 className="wardrobe__type-title">
              <FormattedMessage id={TYPE_TITLE[t]} />
            </h3>
            <ul className="wardrobe__list">
              {list.map((o) => (
                <li
                  key={o.customization.customizationId}
                  className={`wardrobe__item${o.equipped ? ' is-equipped' : ''}`}
                  data-testid="wardrobe-item"
                  data-id={o.customization.customizationId}
                >
                  <img src={o.customization.fileUrl} alt="" width={56} height={56} loading="lazy" />
                  <span className="wardrobe__name">{o.customization.name}</span>
                  {fresh.has(o.customization.customizationId) && (
                    <span className="wardrobe__new" data-testid="wardrobe-new">
                      <FormattedMessage id="customizations.new" />
                    </span>
                  )}
                  {o.customization.label && (
                    <span className={`wardrobe__label wardrobe__label--${o.customization.label}`}>
                      <FormattedMessage id={LABEL[o.customization.label]} />
                    </span>
                  )}
                  {o.equipped ? (
                    <Button size="small" color="secondary" disabled={equipping} onClick={() => equip(t, 0)} data-testid="wardrobe-unequip">
                      <FormattedMessage id="customizations.unequip" />
                    </Button>
                  ) : (
                    <Button size="small" disabled={equipping} onClick={() => equip(t, o.customization.customizationId)} data-testid="wardrobe-equip">
                      <FormattedMessage id="customizations.equip" />
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
