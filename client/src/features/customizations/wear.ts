import { useEffect, useReducer, useState } from 'react';
import { fetchQuery, graphql } from 'react-relay';
import { environment } from '../../app/env/relay';
import { onTokenChange } from '../../app/auth/token';
import type { Wear } from '../../app/ui/Avatar';
import type { wearCatalogueQuery, wearCatalogueQuery$data } from '../../__generated__/wearCatalogueQuery.graphql';
import type { wearOwnQuery } from '../../__generated__/wearOwnQuery.graphql';

// What players wear is sent as customization ids (the feed, profiles,
// battles); the images come from the catalogue, read once per tab after the
// page has painted, so no view waits for it.

const catalogueQuery = graphql`
  query wearCatalogueQuery {
    customizations {
      customizationId: id
      type
      fileUrl
      group
    }
  }
`;

type Item = wearCatalogueQuery$data['customizations'][number];

let catalogue: Promise<Map<number, Item>> | null = null;

export function loadCatalogue(): Promise<Map<number, Item>> {
  return (catalogue ??= new Promise((resolve, reject) => {
    fetchQuery<wearCatalogueQuery>(environment, catalogueQuery, {}).subscribe({
      next: (d) => resolve(new Map(d.customizations.map((c) => [c.customizationId, c]))),
      error: (e: unknown) => {
        catalogue = null; // tried again by the next reader
        reject(e);
      },
    });
  }));
}

/** The ids a view carries: the equipped border, hood and avatar (null: none). */
export interface WornIds {
  borderId?: number | null;
  hoodId?: number | null;
  avatarId?: number | null;
}

export function wearOf(ids: WornIds | null | undefined, all: Map<number, Item>): Wear | null {
  if (!ids) return null;
  const url = (id?: number | null) => (id != null ? (all.get(id)?.fileUrl ?? null) : null);
  const border = ids.borderId != null ? all.get(ids.borderId) : undefined;
  return { border: url(ids.borderId), special: border?.group === 'special', hood: url(ids.hoodId), avatar: url(ids.avatarId) };
}

/** The images of what ids name, once the catalogue is in (null before). */
export function useWear(ids: WornIds | null | undefined): Wear | null {
  const [all, setAll] = useState<Map<number, Item> | null>(null);
  const wearing = !!ids && (ids.borderId != null || ids.hoodId != null || ids.avatarId != null);
  useEffect(() => {
    if (!wearing) return;
    let live = true;
    loadCatalogue().then(
      (m) => live && setAll(m),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wearing]);
  return wearing && all ? wearOf(ids, all) : null;
}

const ownQuery = graphql`
  query wearOwnQuery {
    me {
      id
      profileCustomization {
        borderId
        hoodId
        avatarId
        backgroundId
        accountLevelHidden
      }
    }
  }
`;

// What the viewer wears, read once per token and again after equipping;
// every reader re-renders when it changes.
let own: WornIds | null = null;
let ownLoaded = false;
const ownReaders = new Set<() => void>();

function loadOwn(fetchPolicy: 'store-or-network' | 'network-only'): void {
  ownLoaded = true;
  fetchQuery<wearOwnQuery>(environment, ownQuery, {}, { fetchPolicy }).subscribe({
    next: (d) => {
      own = d.me?.profileCustomization ?? null;
      ownReaders.forEach((r) => r());
    },
    error: () => {},
  });
}

onTokenChange(() => {
  own = null;
  ownLoaded = false;
  ownReaders.forEach((r) => r());
});

/** What the viewer wears (the header, the level-up modal): its own small query, after the page; null until it answers. */
export function useOwnWear(): Wear | null {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    ownReaders.add(rerender);
    if (!ownLoaded) loadOwn('store-or-network');
    return () => {
      ownReaders.delete(rerender);
    };
  }, []);
  return useWear(own);
}

/** Reads what the viewer wears again (after equipping). */
export function refreshOwnWear(): void {
  loadOwn('network-only');
}
