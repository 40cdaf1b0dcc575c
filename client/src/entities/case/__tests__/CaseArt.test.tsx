import { fireEvent, render, screen } from '@testing-library/react';
import { CaseArt } from '../CaseArt';

describe('CaseArt', () => {
  it("shows the case's image, then the drawn art when the image fails, then an empty frame", () => {
    render(<CaseArt alias="knives" name="Knife Case" image="https://assets.example/cases/knives.webp" />);
    const img = screen.getByRole('img', { name: 'Knife Case' });
    expect(img.getAttribute('src')).toBe('https://assets.example/cases/knives.webp');
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Knife Case' }).getAttribute('src')).toBe('/case-art/knives.svg');
    fireEvent.error(screen.getByRole('img', { name: 'Knife Case' }));
    const frame = screen.getByRole('img', { name: 'Knife Case' });
    expect(frame.tagName).toBe('SPAN');
    expect(frame.className).toContain('case-art--empty');
  });

  it('does not fetch the drawn art twice when the server already pointed at it', () => {
    render(<CaseArt alias="knives" name="Knife Case" image="/case-art/knives.svg?v=4" />);
    fireEvent.error(screen.getByRole('img', { name: 'Knife Case' }));
    expect(screen.getByRole('img', { name: 'Knife Case' }).tagName).toBe('SPAN');
  });

  it('draws the art of a case that came without an image', () => {
    render(<CaseArt alias="a b" name="Odd" image={null} />);
    expect(screen.getByRole('img', { name: 'Odd' }).getAttribute('src')).toBe('/case-art/a%20b.svg');
  });
});
