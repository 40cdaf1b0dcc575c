import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { GroupName, useItemName, WearName } from '../labels';
import { INTL_TAG } from '../locales';
import type { MessageId } from '../messageIds';
import { allMessages } from './catalogs';

function inLang(lang: 'de' | 'cn', ui: React.ReactNode) {
  return render(
    <IntlProvider locale={INTL_TAG[lang]} messages={allMessages(lang) as Record<MessageId, string>}>
      {ui}
    </IntlProvider>,
  );
}

function Name({ of }: { of: string }) {
  return <span data-testid="name">{useItemName()(of)}</span>;
}

it('translates the wear inside an item name and keeps StatTrak™', () => {
  inLang('de', <Name of="StatTrak™ AK-47 | Redline (Field-Tested)" />);
  expect(screen.getByTestId('name').textContent).toBe('StatTrak™ AK-47 | Redline (Einsatzerprobt)');
});

it('leaves names without a known wear as they are', () => {
  inLang('de', <Name of="Sticker | Crown (Foil)" />);
  expect(screen.getByTestId('name').textContent).toBe('Sticker | Crown (Foil)');
});

it('names wears and the seeded case groups in the language, unknown ones as sent', () => {
  inLang(
    'cn',
    <>
      <WearName wear="Battle-Scarred" />|<WearName wear="Vanilla" />|<GroupName name="Classic cases" />|<GroupName name="Summer specials" />
    </>,
  );
  expect(document.body.textContent).toBe('战痕累累|Vanilla|经典武器箱|Summer specials');
});
