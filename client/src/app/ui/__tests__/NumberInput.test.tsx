import { useState } from 'react';
import { render, screen, fireEvent } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { NumberInput } from '../NumberInput';

function Harness() {
  const [v, setV] = useState('');
  return <NumberInput value={v} onChange={setV} max={500} validate={(x) => (Number(x) < 1 ? 'too small' : null)} aria-label="amount" />;
}

it('shows the validator error only after the field was edited', () => {
  render(
    <IntlProvider locale="en">
      <Harness />
    </IntlProvider>,
  );
  expect(screen.queryByRole('alert')).toBeNull();
  const input = screen.getByLabelText('amount') as HTMLInputElement;
  fireEvent.change(input, { target: { value: '0,5' } });
  expect(input.value).toBe('0.5');
  expect(screen.getByRole('alert').textContent).toBe('too small');
  fireEvent.change(input, { target: { value: '9999' } });
  expect(input.value).toBe('500');
  expect(screen.queryByRole('alert')).toBeNull();
});
