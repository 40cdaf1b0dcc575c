// Types of same-as-english.mjs for the e2e spec that imports it.
export type Catalogs = Record<string, Record<string, Record<string, string>>>;
export const SAME_AS_ENGLISH: Record<string, string[]>;
export function readCatalogs(dir: string): Catalogs;
export function sameAsEnglishProblems(catalogs: Catalogs, allowed?: Record<string, string[]>): string[];
