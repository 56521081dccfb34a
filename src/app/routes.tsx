// The one route table: every route of the product. Each page is its own lazily loaded chunk; the layout shows the
// 'Loading...' spinner while one loads and the crash screen if one throws. `handle.title` names the document title
// (a key of common:titles), applied by App.
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { loadNamespaces } from '../i18n';
import { FramedPage, type Frame } from './framed-page';
import { Layout } from './Layout';
import { lazyPage } from './lazy-page';
import type { TitleKey } from './use-route-title';

// The guards follow the session (auth feature, jotai): loaded with the routes they guard (the admin guard with its
// texts), not with the landing page.
const RequireAuth = lazy(() => import('./guards/RequireAuth').then((m) => ({ default: m.RequireAuth })));
const AdminGuardSlot = lazy(() =>
  Promise.all([import('./slots/AdminGuardSlot'), loadNamespaces(['auth'])]).then(([m]) => ({ default: m.AdminGuardSlot })),
);
// Inside the admin guard: an admin whose session lacks the second factor (aal2) gives a code, or sets one up, first.
const SecondFactorGate = lazy(() =>
  Promise.all([import('../features/account/SecondFactorGate'), loadNamespaces(['account', 'auth'])]).then(([m]) => m),
);

const HomePage = lazyPage(() => import('../features/home/HomePage'));
const MissionPage = lazyPage(() => import('../features/about/MissionPage'), ['about']);
const TeamPage = lazyPage(() => import('../features/about/TeamPage'), ['about']);
const TeachingPage = lazyPage(() => import('../features/about/TeachingPage'), ['about']);

const AuthPage = lazyPage(() => import('../features/auth/pages/AuthPage'), ['pages', 'auth']);
const AuthCallbackPage = lazyPage(() => import('../features/auth/pages/AuthCallbackPage'), ['pages', 'auth']);
const ResetPasswordPage = lazyPage(() => import('../features/auth/pages/ResetPasswordPage'), ['pages', 'auth']);
const DashboardPage = lazyPage(() => import('../features/dashboard/DashboardPage'), ['pages', 'dashboard', 'auth', 'booking'], { formats: true });
// The lesson room: its code (Yjs, the sync provider, the board) loads only on /lesson routes.
const LessonRoomPage = lazyPage(() => import('../features/lesson/layout/LessonRoomPage'), ['lesson'], { formats: true });
// Messages between a learner and a tutor (the live connection opens from the header's link, not from these pages).
const ConversationsPage = lazyPage(() => import('../features/messages/ConversationsPage'), ['messages', 'data'], { formats: true });
const ConversationPage = lazyPage(() => import('../features/messages/ConversationPage'), ['messages', 'data'], { formats: true });
const StartConversationPage = lazyPage(() => import('../features/messages/StartConversationPage'), ['messages']);
const AvailabilityPage = lazyPage(() => import('../features/booking/AvailabilityPage'), ['pages', 'booking'], { formats: true });

const FounderHubPage = lazyPage(() => import('../features/founder/FounderHubPage'), ['pages', 'founder'], { formats: true });
const FounderTutorPage = lazyPage(() => import('../features/founder/FounderTutorPage'), ['pages', 'founder'], { formats: true });
const FounderAiPage = lazyPage(() => import('../features/founder/FounderAiPage'), ['aitutor']);

const TutorDashboardPage = lazyPage(() => import('../features/booking/TutorDashboardPage'), ['pages', 'booking'], { formats: true });
const LearnerProfilesPage = lazyPage(() => import('../features/booking/LearnerProfilesPage'), ['pages', 'booking'], { formats: true });
const TutorModelsPage = lazyPage(() => import('../features/ai-tutor/TutorModelsPage'), ['pages', 'courses', 'data'], { formats: true });
const AiTutorPage = lazyPage(() => import('../features/ai-tutor/AiTutorPage'), ['aitutor', 'practice']);
const TutorsPage = lazyPage(() => import('../features/tutors/TutorsPage'), ['tutors', 'data'], { formats: true });
const TutorDetailPage = lazyPage(() => import('../features/tutors/TutorDetailPage'), ['tutors', 'data'], { formats: true });
const AdhdStartPage = lazyPage(() => import('../features/adhd/AdhdStartPage'), ['adhd']);
const AdhdSessionPage = lazyPage(() => import('../features/adhd/AdhdSessionPage'), ['adhd']);
const AdhdTutorPage = lazyPage(() => import('../features/adhd/AdhdTutorPage'), ['adhd']);
const PracticePage = lazyPage(() => import('../features/practice/PracticePage'), ['practice']);

const CoursesPage = lazyPage(() => import('../features/courses/CoursesPage'), ['pages', 'courses', 'data'], { formats: true });
const CourseDetailPage = lazyPage(() => import('../features/courses/CourseDetailPage'), ['courses', 'data'], { formats: true });
const LessonPage = lazyPage(() => import('../features/courses/LessonPage'), ['courses', 'data'], { formats: true });
const PricingPage = lazyPage(() => import('../features/pricing/PricingPage'), ['pages', 'pricing', 'data'], { formats: true });
const ContactPage = lazyPage(() => import('../features/contact/ContactPage'), ['contact']);
const TermsPage = lazyPage(() => import('../features/legal/TermsPage'), ['legal']);
const PrivacyPage = lazyPage(() => import('../features/legal/PrivacyPage'), ['legal']);
const RefundPolicyPage = lazyPage(() => import('../features/legal/RefundPolicyPage'), ['legal']);
const CookiePolicyPage = lazyPage(() => import('../features/legal/CookiePolicyPage'), ['legal']);
const FaqPage = lazyPage(() => import('../features/faq/FaqPage'), ['faq']);

const ConfirmPage = lazyPage(() => import('../features/booking/ConfirmPage'), ['pages', 'booking'], { formats: true });
const BookPage = lazyPage(() => import('../features/booking/BookPage'), ['pages', 'booking'], { formats: true });
const BookingThanksPage = lazyPage(() => import('../features/booking/BookingThanksPage'), ['pages', 'booking'], { formats: true });

const DevLabPage = lazyPage(() => import('../features/dev-lab/DevLabPage'), ['pages', 'mathlab']);
const NotFoundPage = lazyPage(() => import('../features/not-found/NotFoundPage'));

/** Developer pages of the math lab and graphing components; one module renders them all (title by path). */
export const DEV_LAB_PATHS = [
  '/dev/math-lab',
  '/dev/graph',
  '/dev/graph-test',
  '/dev/graph-debug',
  '/dev/graph-test-simple',
  '/dev/math-and-graph-test',
  '/dev/math-only-test',
  '/dev/graph-component-test',
  '/dev/equation-graph-direct-test',
  '/dev/graph-debug-live',
  '/dev/graph-normalize-test',
  '/dev/graph-enhanced-test',
  '/dev/bulletproof-graph-test',
] as const;

/** `frame`: a data page prerendered as its heading and lead (./framed-page); its data comes after hydration. */
function page(path: string, Element: React.ComponentType, title: TitleKey, frame?: Frame): RouteObject {
  return { path, element: frame ? <FramedPage page={Element} frame={frame} /> : <Element />, handle: { title } };
}

/** The founder routes, admin only (wrapped in the admin guard below). */
export const founderRoutes: RouteObject[] = [
  page('/founder-hub', FounderHubPage, 'founderHub'),
  page('/founder/tutors/:id', FounderTutorPage, 'founderTutor'),
  page('/founder/ai', FounderAiPage, 'founderAi'),
];

export const pageRoutes: RouteObject[] = [
  page('/', HomePage, 'home'),
  page('/mission', MissionPage, 'mission'),
  page('/meet-the-team', TeamPage, 'team'),
  page('/teaching', TeachingPage, 'teaching'),

  page('/auth', AuthPage, 'auth'),
  page('/auth/callback', AuthCallbackPage, 'authCallback'),
  page('/reset-password', ResetPasswordPage, 'resetPassword'),
  // Signed-in users only: a guest goes to /auth and comes back after signing in.
  {
    element: <RequireAuth />,
    children: [
      page('/dashboard', DashboardPage, 'dashboard'),
      page('/dashboard/availability', AvailabilityPage, 'availability'),
      page('/lesson/:bookingId', LessonRoomPage, 'lessonRoom'),
      page('/messages', ConversationsPage, 'messages'),
      page('/messages/with/:tutorId', StartConversationPage, 'messageTutor'),
      page('/messages/with-learner/:learnerId', StartConversationPage, 'messageLearner'),
      page('/messages/:conversationId', ConversationPage, 'conversation'),
    ],
  },

  // Admin only: the guard slot decides whether the founder pages render.
  { element: <AdminGuardSlot />, children: [{ element: <SecondFactorGate />, children: founderRoutes }] },

  page('/tutor', TutorDashboardPage, 'tutorDashboard'),
  page('/tutor-dashboard', TutorDashboardPage, 'tutorDashboard'),
  page('/learner-profiles', LearnerProfilesPage, 'learnerProfiles'),
  page('/tutor-models', TutorModelsPage, 'tutorModels', { className: 'tutor-models-page', title: ['pages', 'tutorModels.title'], lead: ['courses', 'models.lead'] }),
  page('/ai-tutor', AiTutorPage, 'aiTutor'),
  page('/tutors', TutorsPage, 'tutors', { className: 'tutors-page', title: ['tutors', 'directory.title'], lead: ['tutors', 'directory.intro'] }),
  page('/tutors/:tutorId', TutorDetailPage, 'tutorDetail'),
  page('/tutors/adhd/start', AdhdStartPage, 'adhdStart'),
  page('/tutors/adhd/session/:sessionId', AdhdSessionPage, 'adhdSession'),
  page('/tutor/adhd', AdhdTutorPage, 'adhdTutor'),
  page('/tutor/practice', PracticePage, 'practice'),

  page('/courses', CoursesPage, 'courses', { className: 'courses-page', title: ['pages', 'courses.title'], lead: ['courses', 'list.lead'] }),
  page('/courses/:id', CourseDetailPage, 'courseDetail'),
  page('/courses/:id/lessons/:position', LessonPage, 'lesson'),
  page('/pricing', PricingPage, 'pricing', { className: 'pricing-page', title: ['pages', 'pricing.title'], lead: ['pricing', 'lead'] }),
  page('/contact', ContactPage, 'contact'),
  page('/terms', TermsPage, 'terms'),
  page('/privacy', PrivacyPage, 'privacy'),
  page('/refund-policy', RefundPolicyPage, 'refund'),
  page('/cookie-policy', CookiePolicyPage, 'cookies'),
  page('/faq', FaqPage, 'faq'),

  page('/confirm', ConfirmPage, 'confirm'),
  page('/book', BookPage, 'book'),
  page('/booking/thanks', BookingThanksPage, 'bookingThanks'),

  ...DEV_LAB_PATHS.map((path) => page(path, DevLabPage, 'devLab')),

  { path: '/lead-dashboard', element: <Navigate to="/founder-hub" replace /> },
  page('*', NotFoundPage, 'notFound'),
];

export const routes: RouteObject[] = [
  {
    // The layout catches what a page throws (render error or a chunk that fails to load): crash screen in the shell.
    element: <Layout />,
    children: pageRoutes,
  },
];
