import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Percent } from '../CaseContents';

const shown = (value: number, locale = 'en') =>
  render(
    <IntlProvider locale={locale}>
      <Percent value={value} />
    </IntlProvider>,
  ).container.textContent;

describe('case odds', () => {
  it('writes odds under 0.01% as <0.01%, never 0%', () => {
    expect(shown(0.0000004)).toBe('<0.01%');
    expect(shown(0.00009)).toBe('<0.01%');
    expect(shown(0.0001)).toBe('0.01%');
    expect(shown(0.0013)).toBe('0.13%');
    expect(shown(0.79921)).toBe('79.921%');
    expect(shown(0)).toBe('0%');
    expect(shown(0.00001, 'de')).toMatch(/^<0,01\s%$/);
  });
});
