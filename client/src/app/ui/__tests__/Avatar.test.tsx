import { render, screen } from '@testing-library/react';
import { Avatar } from '../Avatar';
import { specialShift } from '../level';

describe('Avatar', () => {
  it('draws nothing around a player who wears nothing', () => {
    render(<Avatar src="/a.png" name="Ana" size={40} />);
    expect(screen.queryByTestId('avatar-border')).toBeNull();
    expect(screen.queryByTestId('avatar-hood')).toBeNull();
  });

  it('rings a plain border by a tenth of the size, and puts the hood on top', () => {
    render(<Avatar src="/a.png" name="Ana" size={40} wear={{ border: '/b.svg', hood: '/h.svg' }} />);
    const border = screen.getByTestId('avatar-border');
    expect(border.getAttribute('src')).toBe('/b.svg');
    expect(border.style.width).toBe('48px');
    expect(screen.getByTestId('avatar-hood').getAttribute('src')).toBe('/h.svg');
  });

  it("draws a 'special' border by its group's offset", () => {
    render(<Avatar name="Ana" size={80} wear={{ border: '/s.svg', special: true }} />);
    expect(screen.getByTestId('avatar-border').style.width).toBe(`${80 + 2 * 34}px`);
  });

  it('shows a worn avatar instead of the Steam one', () => {
    const { container } = render(<Avatar src="/steam.png" name="Ana" size={40} wear={{ avatar: '/fox.svg' }} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/fox.svg');
  });
});

describe('specialShift', () => {
  it('steps at 30, 40, 60, 80 and 100 px (spec 2)', () => {
    expect([20, 30, 40, 50, 60, 80, 100, 120].map(specialShift)).toEqual([15, 15, 20, 30, 30, 34, 40, 60]);
  });
});
