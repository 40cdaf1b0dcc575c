import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { MessageId } from '../../../i18n/messageIds';
import { allMessages } from '../../../i18n/__tests__/catalogs';

const en = allMessages('en') as Record<MessageId, string>;
import { LoadMore } from '../LoadMore';

function show(props: { hasNext: boolean; loading: boolean; onMore: () => void }) {
  return render(
    <IntlProvider locale="en" messages={en}>
      <LoadMore {...props} />
    </IntlProvider>,
  );
}

it('renders nothing after the last page', () => {
  const { container } = show({ hasNext: false, loading: false, onMore: jest.fn() });
  expect(container.innerHTML).toBe('');
});

it('asks for the next page on click', () => {
  const onMore = jest.fn();
  show({ hasNext: true, loading: false, onMore });
  const button = screen.getByTestId('load-more');
  expect(button.textContent).toBe(en['common.more']);
  fireEvent.click(button);
  expect(onMore).toHaveBeenCalledTimes(1);
});

it('cannot ask twice while a page is loading', () => {
  const onMore = jest.fn();
  show({ hasNext: true, loading: true, onMore });
  const button = screen.getByTestId('load-more') as HTMLButtonElement;
  expect(button.disabled).toBe(true);
  expect(button.getAttribute('aria-busy')).toBe('true');
  fireEvent.click(button);
  expect(onMore).not.toHaveBeenCalled();
});
