// The landing page. Bundled with the shell (small), so the first paint needs no extra request.
const home = {
  hero: {
    eyebrow: 'Online tutoring with Summit',
    tagline: 'Personalized online tutoring for every learner',
    lead: 'Summit matches each learner with support that fits how they learn: patient human tutors, structured courses and practice that adapts as they grow. Inclusive by design, for every pace and every way of thinking.',
    primaryCta: 'See pricing',
    secondaryCta: 'Browse tutors',
  },
  offers: {
    heading: 'What Summit offers',
    items: {
      tutors: {
        title: 'Human tutors',
        body: 'One-to-one sessions with tutors who take time to understand your goals, your strengths and what gets in your way.',
      },
      courses: {
        title: 'Courses',
        body: 'Step-by-step courses that build skills in a clear order, so you always know what comes next.',
      },
      booking: {
        title: 'Pricing and booking',
        body: 'Clear prices up front and a simple booking flow: choose a time that suits you and get a confirmation straight away.',
      },
      practice: {
        title: 'Practice',
        body: 'Generated practice questions that meet you at your level, with feedback that explains rather than just marks.',
      },
      ai: {
        title: 'AI tutor models',
        body: 'AI tutor models that support learning between sessions, designed to explain, encourage and adapt.',
      },
    },
  },
  inclusive: {
    heading: 'Support that adapts to the learner',
    body: 'Learners differ, so Summit does too. Adjustable text size, colours and a dyslexia-friendly font, ADHD-friendly sessions with shorter focused steps, and an app that keeps working when your connection does not.',
  },
  closing: {
    heading: 'Ready to start?',
    body: 'Look at the plans, find a tutor you like and book your first session when it suits you.',
    primaryCta: 'View pricing',
    secondaryCta: 'Meet our tutors',
  },
} as const;

export default home;
