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

export const demoPassword = 'summit-demo';
export const demoAccounts = {
  student: 'student@example.com',
  founder: 'founder@example.com',
  admin: 'admin@example.com',
  tutor: 'tutor@example.com',
} as const;
