import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Consent } from '../../app/layout/consent';
import type { MessageId } from '../../i18n/messageIds';
import './tracking.css';

type Category = 'analytics' | 'marketing';
const CATEGORIES: { id: Category; title: MessageId; text: MessageId }[] = [
  { id: 'analytics', title: 'cookie.category.analytics', text: 'cookie.category.analytics.text' },
  { id: 'marketing', title: 'cookie.category.marketing', text: 'cookie.category.marketing.text' },
];

/** The categories with their explanations: necessary always on, analytics and marketing chosen. */
export function ConsentChoice({ initial, onSave }: { initial: Consent | null; onSave: (c: Consent) => void }) {
  const [choice, setChoice] = useState<Consent>(() => ({ analytics: initial?.analytics ?? false, marketing: initial?.marketing ?? false }));
  return (
    <form
      className="consent-choice"
      data-testid="consent-choice"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(choice);
      }}
    >
      <fieldset className="consent-choice__category">
        <label>
          <input type="checkbox" checked disabled data-testid="consent-necessary" /> <strong><FormattedMessage id="cookie.category.necessary" /></strong>{' '}
          <small><FormattedMessage id="cookie.alwaysOn" /></small>
        </label>
        <p><FormattedMessage id="cookie.category.necessary.text" /></p>
      </fieldset>
      {CATEGORIES.map(({ id: c, title, text }) => (
        <fieldset className="consent-choice__category" key={c}>
          <label>
            <input
              type="checkbox"
              data-testid={`consent-${c}`}
              checked={choice[c]}
              onChange={(e) => setChoice({ ...choice, [c]: e.target.checked })}
            />{' '}
            <strong><FormattedMessage id={title} /></strong>
          </label>
          <p><FormattedMessage id={text} /></p>
        </fieldset>
      ))}
      <button type="submit" className="btn btn--small btn--primary" data-testid="consent-save">
        <FormattedMessage id="cookie.save" />
      </button>
    </form>
  );
}
