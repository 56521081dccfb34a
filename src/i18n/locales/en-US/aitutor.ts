// The AI tutor: lesson generation, the 'Generating Your Lesson' overlay (SPEC §2 texts) and the admin switch.
const aitutor = {
  title: 'AI Tutor',
  intro: 'Get a lesson made for you from your learner profile and your practice so far. It is built on your device, so it works without a connection too.',
  guestNote: 'As a guest, the lesson uses your practice on this device. Sign in to use your learner profile as well.',
  maintenance: 'The AI tutor is under maintenance. It will be back to help with lessons between sessions soon.',
  maintenancePractice: 'Practice with generated questions meanwhile',
  generate: 'Generate my lesson',
  generateAgain: 'Generate a new lesson',
  failed: 'The lesson could not be generated. Please try again.',
  overlay: {
    title: 'Generating Your Lesson',
    text: 'Our AI tutor is creating a personalized learning experience for you. This usually takes 30-60 seconds.',
    progressLabel: 'Lesson generation progress',
    steps: {
      analyzing: 'Analyzing your learning profile',
      selecting: 'Selecting teaching methods',
      generating: 'Generating interactive content',
      preparing: 'Preparing your lesson',
    },
  },
  lesson: {
    title: 'Your lesson: {{skill}}',
    reason: {
      weakest: '{{skill}} is the skill where practice will help you most right now.',
      notStarted: 'You have not tried {{skill}} yet: this lesson is a first step.',
      review: 'You are doing well everywhere: this lesson reviews {{skill}} to keep it fresh.',
    },
    goal: 'Your goal: {{goal}}',
    methodsHeading: 'How this lesson teaches',
    pace: {
      gentle: 'Pace: gentle — fewer questions, starting easy.',
      steady: 'Pace: steady — a few questions, the last one a little harder.',
      stretch: 'Pace: stretch — more questions and a harder finish.',
    },
    workedHeading: 'Worked example',
    exercisesHeading: 'Your exercises',
    open: 'Answer this in practice',
    madeOnDevice: 'Made on this device from your profile and practice history.',
    madeHosted: 'Made by the hosted AI tutor from your profile and practice history.',
  },
  methods: {
    concrete: 'Start from a concrete example before the general rule.',
    workedExample: 'Study a worked example step by step.',
    retrieval: 'Practice recalling the method without looking.',
    interleaving: 'Mix in a question from another skill.',
    visual: 'Picture it: sketch the graph or the equation.',
  },
  founder: {
    title: 'AI operations',
    intro: 'Switch the AI tutor on or off for everyone. While it is under maintenance, the footer shows it disabled and the page says so.',
    loading: 'Loading settings…',
    loadFailed: 'The settings could not be loaded. Check the connection and reload.',
    maintenanceHeading: 'Maintenance mode',
    stateOn: 'The AI tutor is under maintenance.',
    stateOff: 'The AI tutor is available.',
    switchLabel: 'AI tutor under maintenance',
    savedOn: 'Saved: the AI tutor is now under maintenance.',
    savedOff: 'Saved: the AI tutor is now available.',
    failed: 'The change was not saved. You may not have permission, or the connection dropped.',
  },
} as const;

export default aitutor;
