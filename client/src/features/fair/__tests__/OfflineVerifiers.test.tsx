import { render, screen } from '@testing-library/react';
import { loadNamespaces } from '../../../i18n/load';
import { IntlMessages } from '../../../app/routing/messages';
import { OfflineVerifiers } from '../OfflineVerifiers';

beforeAll(() => loadNamespaces('en', ['shell', 'fair']));

it('links the standalone verifiers: the page to open, the scripts to download, and where the contents come from', () => {
  render(
    <IntlMessages lang="en" namespaces={['shell', 'fair']}>
      <OfflineVerifiers />
    </IntlMessages>,
  );
  const page = screen.getByTestId('fair-offline-page');
  expect(page.getAttribute('href')).toBe('/fair/verifier.html');
  expect(page.hasAttribute('download')).toBe(false);
  for (const [id, file] of [
    ['fair-offline-js', 'verify.js'],
    ['fair-offline-py', 'verify.py'],
  ]) {
    const a = screen.getByTestId(id);
    expect(a.getAttribute('href')).toBe(`/fair/${file}`);
    expect(a.getAttribute('download')).toBe(file);
    expect(a.textContent).toBe(file);
  }
  const section = screen.getByTestId('fair-offline');
  expect(section.textContent).toContain('/api/fair/contents?case=ALIAS&revision=N');
  expect(section.textContent).toContain('tie draw');
});
