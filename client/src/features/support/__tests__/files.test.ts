import { checkFiles, MAX_FILE_BYTES, MAX_FILES } from '../files';
import { announces } from '../viewing';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

it('refuses too many, too large and non-image files before sending', () => {
  expect(checkFiles([file('a.png', 'image/png'), file('b.pdf', 'application/pdf')])).toBeNull();
  expect(checkFiles(Array.from({ length: MAX_FILES + 1 }, (_, i) => file(`${i}.png`, 'image/png')))).toEqual({ kind: 'count' });
  expect(checkFiles([file('big.png', 'image/png', MAX_FILE_BYTES + 1)])).toEqual({ kind: 'size', name: 'big.png' });
  expect(checkFiles([file('x.exe', 'application/x-msdownload')])).toEqual({ kind: 'type', name: 'x.exe' });
  // A renamed executable claims image/png: only the server (which sniffs the bytes) refuses it.
  expect(checkFiles([file('x.png', 'image/png')])).toBeNull();
});

it('announces a solved or closed ticket unless it is the one on screen', () => {
  expect(announces('7', 'solved', null)).toBe(true);
  expect(announces('7', 'closed', '8')).toBe(true);
  expect(announces('7', 'solved', '7')).toBe(false);
  expect(announces('7', 'pending', null)).toBe(false);
  expect(announces('7', 'open', null)).toBe(false);
});
