// Types of check-bundle.mjs for the e2e specs that import it.
export type Manifest = Record<string, { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] }>;
export interface Sizes {
  chunks: { file: string; gzip: number; br: number }[];
  total: number;
  totalBr: number;
}
export const DEFAULT_BUDGET_KB: number;
export const CLIENT_ENTRY: string;
export const HOME_LANG: string;
export const HOME_FIRST_PAINT: string[];
export const HOME_AFTER_PAINT: string[];
export function languagesIn(manifest: Manifest): string[];
export function homeRouteChunks(manifest: Manifest, firstPaint?: string[], lang?: string): string[];
export function afterPaintChunks(manifest: Manifest, afterPaint?: string[], firstPaint?: string[], lang?: string): string[];
export function readManifest(dist: string): Manifest;
export function measure(
  dist: string,
  lists?: { firstPaint?: string[]; afterPaint?: string[] },
): Sizes & { lang: string; after: Sizes; langs: { lang: string; total: number }[] };
export function gzipSize(buf: Uint8Array): number;
export function brotliSize(buf: Uint8Array): number;
export function budgetBytes(env?: Record<string, string | undefined>): number;
