import { ENTRY_CATALOGS, loadNamespaces, messagesFor, namespacesReady } from '../load';
import { HOME_NAMESPACES, START_NAMESPACES } from '../namespaces';

describe('loadNamespaces', () => {
  it('loads only the asked namespaces of a language, once', async () => {
    const first = loadNamespaces('de', ['cases']);
    expect(namespacesReady('de', ['cases'])).toBe(false);
    // The same promise for the same set: React's use() can wait on it in every render.
    expect(loadNamespaces('de', ['cases'])).toBe(first);
    await first;
    expect(namespacesReady('de', ['cases'])).toBe(true);
    expect(loadNamespaces('de', ['cases'])).toBe(first);
    // Settled promises say so, and use() does not suspend on them again.
    expect(first).toMatchObject({ status: 'fulfilled' });
    const de = messagesFor('de');
    expect(de['cases.fast']).toBe('Schnell öffnen');
    expect(de['users.settings.title']).toBeUndefined();
    expect(messagesFor('fr')).toEqual({});
  });

  it('adds namespaces to what is loaded, in a new object', async () => {
    await loadNamespaces('es', ['shell']);
    const before = messagesFor('es');
    await loadNamespaces('es', ['shell', 'catalog']);
    const after = messagesFor('es');
    expect(after).not.toBe(before);
    expect(after['common.close']).toBe(before['common.close']);
    expect(after['catalog.group.classicCases']).toBe('Cajas clásicas');
    expect(before['catalog.group.classicCases']).toBeUndefined();
  });
});

describe("the entry's catalogue map", () => {
  it('holds exactly the namespaces every page loads at start and the home page needs', () => {
    expect(Object.keys(ENTRY_CATALOGS).sort()).toEqual([...new Set([...START_NAMESPACES, ...HOME_NAMESPACES])].sort());
  });
});
