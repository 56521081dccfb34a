// Shape of a translated catalogue: the English (US) file's keys, every leaf a string, any key may be left out
// (it then falls back). Usage in locales/fr-FR/home.ts:
//   import type en from '../en-US/home';
//   const home: Translation<typeof en> = { … };
export type Translation<T> = {
  [K in keyof T]?: T[K] extends string
    ? string
    : T[K] extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : Translation<T[K]>;
};
