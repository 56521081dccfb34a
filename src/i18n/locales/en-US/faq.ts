const faq = {
  title: 'Frequently asked questions',
  intro: 'Answers to the questions learners and families ask us most. Can’t find yours? Contact us.',
  contactLink: 'Contact us',
  items: [
    {
      question: 'What is Summit?',
      answer: 'Summit is an online tutoring service. It offers one-to-one sessions with human tutors, structured courses, practice questions and AI tutor models, all designed to adapt to each learner.',
    },
    {
      question: 'How do I book a session?',
      answer: 'Go to Pricing, choose the option that suits you and pick a time with a tutor. You will receive a confirmation once the booking is made.',
    },
    {
      question: 'Do I need an account?',
      answer: 'You can browse Summit without an account. To book sessions, and to keep your preferences across devices, sign in with email and password, a magic link sent by email, or a Google account.',
    },
    {
      question: 'Can I cancel or reschedule?',
      answer: 'Yes. You can cancel or reschedule free of charge up to 24 hours before a session. Our Refund Policy explains what happens with later changes.',
    },
    {
      question: 'Is Summit suitable for learners with ADHD or dyslexia?',
      answer: 'Yes. Summit offers ADHD-friendly sessions with short, focused steps, and accessibility settings for text size, colours and a dyslexia-friendly font.',
    },
    {
      question: 'Does the app work offline?',
      answer: 'Summit can be installed on your device. Pages you have opened keep working without a connection, and changes to your settings are saved on the device and sent when you are back online.',
    },
    {
      question: 'Which languages does Summit support?',
      answer: 'Summit is available in English (US and UK), Spanish (Colombia and Spain) and French. You can change the language and region at any time.',
    },
    {
      question: 'Is the AI Tutor available?',
      answer: 'The AI Tutor is currently under maintenance. Human tutors, courses and practice are available as usual.',
    },
  ],
} as const;

export default faq;
