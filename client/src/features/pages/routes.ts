// In the entry (the route table): nothing else here.
/** The route of each page (without the language prefix) -> its slug. */
export const PAGE_ROUTES: [path: string, slug: string][] = [
  ['terms', 'terms'],
  ['terms/aml-policy', 'aml-policy'],
  ['legal', 'legal'],
  ['faq', 'faq'],
  ['sitemap', 'sitemap'],
];
