// Main navigation and footer entries, in the order of the product spec.
export const MAIN_NAV = [
  { to: '/', label: 'nav.home' },
  { to: '/mission', label: 'nav.mission' },
  { to: '/meet-the-team', label: 'nav.team' },
  { to: '/teaching', label: 'nav.teaching' },
  { to: '/courses', label: 'nav.courses' },
  { to: '/tutor-models', label: 'nav.tutorModels' },
  { to: '/pricing', label: 'nav.pricing' },
  { to: '/contact', label: 'nav.contact' },
] as const;

export const FOOTER_GROUPS = [
  {
    heading: 'footer.explore',
    links: [
      { to: '/', label: 'footer.home' },
      { to: '/tutors', label: 'footer.tutors' },
      { to: '/pricing', label: 'footer.pricing' },
    ],
  },
  {
    heading: 'footer.company',
    links: [
      { to: '/mission', label: 'footer.mission' },
      { to: '/teaching', label: 'footer.teaching' },
      { to: '/contact', label: 'footer.contact' },
    ],
  },
  {
    heading: 'footer.legal',
    links: [
      { to: '/terms', label: 'footer.terms' },
      { to: '/privacy', label: 'footer.privacy' },
      { to: '/refund-policy', label: 'footer.refund' },
      { to: '/cookie-policy', label: 'footer.cookies' },
      { to: '/faq', label: 'footer.faq' },
    ],
  },
] as const;
