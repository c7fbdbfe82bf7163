/** Home-page sections the header links to, in order. */
export const NAV_SECTIONS = [
  { id: 'services', key: 'nav.services' },
  { id: 'process', key: 'nav.process' },
  { id: 'technologies', key: 'nav.technologies' },
  { id: 'case-studies', key: 'nav.caseStudies' },
  { id: 'insights', key: 'nav.insights' },
  { id: 'contact', key: 'nav.contact' },
] as const;
