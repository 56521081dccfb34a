// Every route of the app with the heading (h1) it shows to a guest, online. Shared by the browser tests.
// `access`: who may see the page; guarded routes may send a guest elsewhere once their guard is in place.
export type RouteAccess = 'public' | 'signed-in' | 'admin';
export type AppRoute = { path: string; heading: string; access: RouteAccess };

const devLab: AppRoute[] = [
  ['/dev/math-lab', 'Math Lab'],
  ['/dev/graph', 'Graph'],
  ['/dev/graph-test', 'Graph test'],
  ['/dev/graph-debug', 'Graph debug'],
  ['/dev/graph-test-simple', 'Simple graph test'],
  ['/dev/math-and-graph-test', 'Math and graph test'],
  ['/dev/math-only-test', 'Math-only test'],
  ['/dev/graph-component-test', 'Graph component test'],
  ['/dev/equation-graph-direct-test', 'Equation graph direct test'],
  ['/dev/graph-debug-live', 'Live graph debug'],
  ['/dev/graph-normalize-test', 'Graph normalize test'],
  ['/dev/graph-enhanced-test', 'Enhanced graph test'],
  ['/dev/bulletproof-graph-test', 'Bulletproof graph test'],
].map(([path, heading]) => ({ path, heading, access: 'public' }));

export const appRoutes: AppRoute[] = [
  { path: '/', heading: 'Personalized online tutoring for every learner', access: 'public' },
  { path: '/mission', heading: 'Our mission', access: 'public' },
  { path: '/meet-the-team', heading: 'Meet the Team', access: 'public' },
  { path: '/teaching', heading: 'Our teaching', access: 'public' },
  { path: '/auth', heading: 'Sign in to Summit', access: 'public' },
  // Opened without the parameters an auth email or Google adds, the callback says it could not sign in.
  { path: '/auth/callback', heading: 'We could not sign you in', access: 'public' },
  { path: '/reset-password', heading: 'Reset your password', access: 'public' },
  { path: '/dashboard', heading: 'Your dashboard', access: 'signed-in' },
  { path: '/dashboard/availability', heading: 'Your availability', access: 'signed-in' },
  // A malformed booking id is "not found" without asking the server.
  { path: '/lesson/example-booking', heading: 'Lesson not found', access: 'signed-in' },
  { path: '/messages', heading: 'Messages', access: 'signed-in' },
  // A conversation the user cannot read shows the page's own title (no other party's name).
  { path: '/messages/example-conversation', heading: 'Messages', access: 'signed-in' },
  { path: '/messages/with/example-tutor', heading: 'Message a tutor', access: 'signed-in' },
  { path: '/messages/with-learner/example-learner', heading: 'Message a learner', access: 'signed-in' },
  { path: '/founder-hub', heading: 'Founder Hub', access: 'admin' },
  { path: '/founder/tutors/example-tutor', heading: 'Tutor details', access: 'admin' },
  { path: '/founder/ai', heading: 'AI operations', access: 'admin' },
  { path: '/tutor', heading: 'Tutor dashboard', access: 'public' },
  { path: '/tutor-dashboard', heading: 'Tutor dashboard', access: 'public' },
  { path: '/learner-profiles', heading: 'Learner profiles', access: 'public' },
  { path: '/tutor-models', heading: 'AI Tutor Models', access: 'public' },
  { path: '/ai-tutor', heading: 'AI Tutor', access: 'public' },
  { path: '/tutors', heading: 'Find a tutor', access: 'public' },
  { path: '/tutors/example-tutor', heading: 'Tutor not found', access: 'public' },
  { path: '/tutors/adhd/start', heading: 'Start an ADHD-friendly session', access: 'public' },
  { path: '/tutors/adhd/session/example-session', heading: 'ADHD-friendly session', access: 'public' },
  { path: '/tutor/adhd', heading: 'ADHD-friendly tutor', access: 'public' },
  { path: '/tutor/practice', heading: 'Practice', access: 'public' },
  { path: '/courses', heading: 'Courses', access: 'public' },
  // A malformed id is "not found" without asking the server (online and offline alike).
  { path: '/courses/example-course', heading: 'Course not found', access: 'public' },
  { path: '/courses/example-course/lessons/1', heading: 'Course not found', access: 'public' },
  { path: '/pricing', heading: 'Pricing', access: 'public' },
  { path: '/contact', heading: 'Contact us', access: 'public' },
  { path: '/terms', heading: 'Terms of Service', access: 'public' },
  { path: '/privacy', heading: 'Privacy Policy', access: 'public' },
  { path: '/refund-policy', heading: 'Refund Policy', access: 'public' },
  { path: '/cookie-policy', heading: 'Cookie Policy', access: 'public' },
  { path: '/faq', heading: 'Frequently asked questions', access: 'public' },
  { path: '/confirm', heading: 'Confirm your booking', access: 'public' },
  { path: '/book', heading: 'Book a session', access: 'public' },
  { path: '/booking/thanks', heading: 'Thank you for booking', access: 'public' },
  ...devLab,
];

export const notFoundHeading = 'Page not found';
