// Mission, Meet the Team and Our Teaching.
const about = {
  mission: {
    title: 'Our mission',
    lead: 'Every learner deserves teaching that fits them. Summit exists to make personalized, inclusive tutoring easy to find, fair to pay for and possible to fit into real life.',
    sections: [
      {
        heading: 'Personal by default',
        body: 'Learning goes best when it starts from the learner: what they already know, what they want to achieve and how they like to work. Every Summit session, course and practice set is built around that.',
      },
      {
        heading: 'Inclusive for every way of thinking',
        body: 'We design for learners who are often left out: people with ADHD or dyslexia, people learning in a second language, people on slow or unreliable connections. What helps them tends to help everyone.',
      },
      {
        heading: 'Honest and transparent',
        body: 'Clear prices, clear policies and clear feedback. We tell learners and families what to expect, and we keep our promises.',
      },
    ],
  },
  team: {
    title: 'Meet the Team',
    lead: 'Summit is run by a small team of educators and engineers who care about how people learn.',
    sections: [
      {
        heading: 'Founders',
        body: 'Summit was founded by people who have taught in classrooms and tutored one to one, and who saw how much difference the right support makes.',
      },
      {
        heading: 'Tutors',
        body: 'Our tutors are chosen for their subject knowledge and for their patience. Each one is interviewed, checked and supported with training in inclusive teaching.',
      },
      {
        heading: 'Product and engineering',
        body: 'Our builders make the app fast, accessible and dependable, so it works on modest devices and keeps your work safe when you go offline.',
      },
    ],
  },
  teaching: {
    title: 'Our teaching',
    lead: 'How Summit tutors teach: structured, encouraging and shaped around each learner.',
    sections: [
      {
        heading: 'Start with the learner',
        body: 'A first session focuses on goals, current level and preferences. Tutors use what they learn to plan the next steps, and revisit the plan as the learner progresses.',
      },
      {
        heading: 'Small steps, clear progress',
        body: 'Lessons break topics into manageable steps with frequent checks for understanding, so learners can see their progress and gaps are caught early.',
      },
      {
        heading: 'Practice that explains',
        body: 'Between sessions, learners practise with questions at the right level. Every answer comes with an explanation, because understanding matters more than a score.',
      },
      {
        heading: 'Accessible for everyone',
        body: 'Materials respect each learner’s settings: text size, colours, a dyslexia-friendly font and ADHD-friendly pacing with shorter focused blocks and breaks.',
      },
    ],
  },
} as const;

export default about;
