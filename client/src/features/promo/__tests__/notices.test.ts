import { activationNotice, rewardOf } from '../notices';
import { promoContent } from '../content';
import { allMessages } from '../../../i18n/__tests__/catalogs';
import { createIntl } from 'react-intl';
import { formatText } from '../../../app/ui/formatText';
import type { MessageId } from '../../../i18n/messageIds';

const intl = createIntl({ locale: 'en', messages: allMessages('en') as Record<MessageId, string> });
const say = (n: ReturnType<typeof activationNotice>) => [n.title && formatText(intl, n.title), formatText(intl, n.text)];

describe('what an activation tells the player (spec 8)', () => {
  it('a money code: the amount will be added to the account', () => {
    const n = activationNotice({ type: 'money', amount: '5', percent: 0 });
    expect(n.tone).toBe('success');
    expect(say(n)).toEqual(['Promocode was successfully activated', 'The amount of $5.00 will be added to your account.']);
  });

  it('a percent code: an extra N% on the next deposit', () => {
    expect(say(activationNotice({ type: 'percent', amount: '0.00', percent: 10 }))).toEqual([
      'Promocode was successfully activated',
      'An extra 10% was added to your next deposit.',
    ]);
  });

  it('a case code names the case; other kinds say it was activated', () => {
    expect(say(activationNotice({ type: 'case', amount: '0.00', percent: 0, caseName: 'Recoil Case' }))[1]).toBe('Recoil Case was added to your account.');
    expect(say(activationNotice({ type: 'case', amount: '0.00', percent: 0 }))).toEqual([undefined, 'Promocode was successfully activated']);
    expect(say(activationNotice({ type: 'partner', amount: '0.00', percent: 0 }))).toEqual([undefined, 'Promocode was successfully activated']);
    expect(say(activationNotice({ type: 'promo', amount: '0.00', percent: 0 }))).toEqual([undefined, 'Promocode was successfully activated']);
  });

  it('a promo page’s code says what its page gives: the bonus, else the money', () => {
    expect(rewardOf({ type: 'promo', amount: '0.00', percent: 15 })).toBe('percent');
    expect(rewardOf({ type: 'promo', amount: '2.50', percent: 0 })).toBe('money');
    expect(rewardOf({ type: 'promo', amount: '0.00', percent: 0 })).toBe('none');
    expect(rewardOf({ type: 'partner', amount: '0.00', percent: 0 })).toBe('none');
    expect(say(activationNotice({ type: 'promo', amount: '0.00', percent: 15 }))[1]).toBe('An extra 15% was added to your next deposit.');
    expect(say(activationNotice({ type: 'promo', amount: '2.50', percent: 0 }))[1]).toBe('The amount of $2.50 will be added to your account.');
  });
});

describe('a promo page’s content', () => {
  it('reads title, text and image from the key-value data', () => {
    expect(
      promoContent([
        { key: 'Title', value: ' Refill bonus ' },
        { key: 'text', value: 'Get +10%' },
        { key: 'image', value: 'https://cdn.example/promo.png' },
      ]),
    ).toEqual({ title: 'Refill bonus', text: 'Get +10%', image: 'https://cdn.example/promo.png' });
  });

  it('takes the first non-empty value and falls back on other key names', () => {
    expect(promoContent([{ key: 'title', value: '' }, { key: 'name', value: 'Cases' }, { key: 'description', value: 'Free case' }])).toEqual({
      title: 'Cases',
      text: 'Free case',
      image: null,
    });
  });

  it('takes the page language’s value of a key, the plain (English) one for a language the data lacks', () => {
    const data = [
      { key: 'title', value: 'Welcome bonus' },
      { key: 'title.de', value: 'Willkommensbonus' },
      { key: 'text', value: 'Top up today.' },
      { key: 'text.pl', value: ' ' },
      { key: 'image.de', value: '/img/de.png' },
    ];
    expect(promoContent(data, 'de')).toEqual({ title: 'Willkommensbonus', text: 'Top up today.', image: '/img/de.png' });
    expect(promoContent(data, 'pl')).toEqual({ title: 'Welcome bonus', text: 'Top up today.', image: null });
    expect(promoContent(data, 'en').title).toBe('Welcome bonus');
    expect(promoContent([{ key: 'name.fr', value: 'Bonus de bienvenue' }, { key: 'title', value: 'Welcome bonus' }], 'fr').title).toBe('Bonus de bienvenue');
  });

  it('shows only http(s) or site images', () => {
    expect(promoContent([{ key: 'image', value: 'javascript:alert(1)' }]).image).toBeNull();
    expect(promoContent([{ key: 'image', value: '//evil.example/x.png' }]).image).toBeNull();
    expect(promoContent([{ key: 'image', value: '/img/promo.png' }]).image).toBe('/img/promo.png');
  });
});
