// URLs and keys of the running local stack and app, passed in by scripts/test.mjs.
function need(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests with \`npm test\`, which starts the local stack.`);
  return value;
}

export const testEnv = {
  get apiUrl() { return need('SUMMIT_API_URL'); },
  get anonKey() { return need('SUMMIT_ANON_KEY'); },
  get serviceKey() { return need('SUMMIT_SERVICE_KEY'); },
  get jwtSecret() { return need('SUMMIT_JWT_SECRET'); },
  get mailUrl() { return need('SUMMIT_MAIL_URL'); },
  get dbUrl() { return need('SUMMIT_DB_URL'); },
  get appUrl() { return need('SUMMIT_APP_URL'); },
  get lessonUrl() { return need('SUMMIT_LESSON_URL'); },
};

/**
 * Where this run's fixed ports (the TURN relays of the video tests) sit from the default run's: 0 for `npm test`,
 * 200 per port between its app and the default app's (4173) for a run beside it (SUMMIT_TEST_PROFILE, apps on
 * 4184–4187), so two runs at once never take the same port, relay ranges included.
 */
export function runPortOffset(): number {
  return (Number(new URL(testEnv.appUrl).port) - 4173) * 200;
}

export const demoPassword = 'summit-demo';
export const demoAccounts = {
  student: 'student@example.com',
  founder: 'founder@example.com',
  admin: 'admin@example.com',
  tutor: 'tutor@example.com',
} as const;
