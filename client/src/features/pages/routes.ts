// In the entry (the route table): nothing else here.
/** Each static page's route (without the language prefix), slug and restriction name. */
export const PAGE_ROUTES: [path: string, slug: string, guard: string][] = [
  ['terms', 'terms', 'terms'],
  ['terms/aml-policy', 'aml-policy', 'terms.aml'],
  ['legal', 'legal', 'legal'],
  ['faq', 'faq', 'faq'],
  ['sitemap', 'sitemap', 'sitemap'],
];
