import { render, screen, fireEvent } from '@testing-library/react';
import { ScrollMenu } from '../ScrollMenu';

// jsdom has no PointerEvent; a MouseEvent with pointerType is enough here.
class FakePointerEvent extends MouseEvent {
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'mouse';
  }
}
Object.assign(window, { PointerEvent: window.PointerEvent ?? FakePointerEvent });

function setup() {
  const onClick = jest.fn();
  render(
    <ScrollMenu ariaLabel="menu">
      <button type="button" onClick={onClick}>
        item
      </button>
    </ScrollMenu>,
  );
  return { onClick, track: screen.getByRole('group', { name: 'menu' }), item: screen.getByText('item') };
}

it('lets a click through after a short drag', () => {
  const { onClick, track, item } = setup();
  fireEvent.pointerDown(track, { pointerType: 'mouse', clientX: 100 });
  fireEvent.pointerMove(track, { pointerType: 'mouse', clientX: 80 });
  fireEvent.pointerUp(track);
  fireEvent.click(item);
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('swallows the click that ends a drag over 30 px', () => {
  const { onClick, track, item } = setup();
  fireEvent.pointerDown(track, { pointerType: 'mouse', clientX: 100 });
  fireEvent.pointerMove(track, { pointerType: 'mouse', clientX: 60 });
  fireEvent.pointerUp(track);
  fireEvent.click(item);
  expect(onClick).not.toHaveBeenCalled();
  fireEvent.click(item);
  expect(onClick).toHaveBeenCalledTimes(1);
});
