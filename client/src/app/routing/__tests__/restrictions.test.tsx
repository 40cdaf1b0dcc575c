import { render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes, type RouteObject } from '../router';
import { isRouteBlocked, restrictionFor } from '../restrictions';

const mockSettings = { settings: null as null | { restrictions: string[] }, settled: false };
jest.mock('../../state/settings', () => ({ useSettings: () => mockSettings }));
jest.mock('../../ui/PageSpinner', () => ({ PageSpinner: () => <div>waiting</div> }));

// Imported after the mocks.
import { Guard } from '../Guard';

describe('restriction names', () => {
  it('uses the first route-name segment', () => {
    expect(restrictionFor('top_drop')).toBe('top_drop');
    expect(restrictionFor('case_battle.active')).toBe('case_battle');
    expect(restrictionFor('pickem.event')).toBe('pickem');
    expect(restrictionFor('gaben.store')).toBe('gabens_store');
    expect(restrictionFor('upgrade')).toBeNull();
    expect(restrictionFor('contract')).toBeNull();
    expect(restrictionFor('skin_changer')).toBe('skin_changer');
  });

  it('blocks upgrade only when both upgrade flags are set', () => {
    expect(isRouteBlocked('upgrade', ['upgrade'])).toBe(false);
    expect(isRouteBlocked('upgrade', ['upgrade', 'upgrade_new'])).toBe(true);
    expect(isRouteBlocked('gaben.store', ['gabens_store'])).toBe(true);
    expect(isRouteBlocked('gaben.store', ['gaben'])).toBe(false);
    expect(isRouteBlocked('partner', [])).toBe(false);
    expect(isRouteBlocked('skin_changer', ['skin_changer'])).toBe(true);
    // The contract has no restriction of its own.
    expect(isRouteBlocked('contract', ['contract', 'upgrade', 'upgrade_new'])).toBe(false);
  });
});

const routes: RouteObject[] = [
  { index: true, element: <div>home</div> },
  { path: 'topdrop', element: <Guard name="top_drop"><div>top drops</div></Guard> },
];

function Routes() {
  return useRoutes(routes);
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes />
    </MemoryRouter>,
  );
}

describe('Guard', () => {
  it('waits while restrictions are unknown', () => {
    Object.assign(mockSettings, { settings: null, settled: false });
    renderAt('/topdrop');
    expect(screen.getByText('waiting')).toBeTruthy();
  });

  it('redirects home when the route is restricted', () => {
    Object.assign(mockSettings, { settings: { restrictions: ['top_drop'] }, settled: true });
    renderAt('/topdrop');
    expect(screen.getByText('home')).toBeTruthy();
  });

  it('renders the page when the wait cap passed without settings', () => {
    Object.assign(mockSettings, { settings: null, settled: true });
    renderAt('/topdrop');
    expect(screen.getByText('top drops')).toBeTruthy();
  });
});
