// The seam for a hosted model: a Supabase Edge Function at /functions/v1/generate-lesson may replace the device
// generator. It is used only when the build sets VITE_LESSON_FUNCTION=1; the device generator stays the offline
// fallback. Contract:
//
//   POST {supabaseUrl}/functions/v1/generate-lesson
//   Authorization: Bearer <the learner's access token>   apikey: <anon key>
//   Content-Type: application/json
//   body: LessonInput (./lesson.ts): { profile, history, locale, seed }
//
//   200, Content-Type: application/x-ndjson — one JSON object per line, in order:
//     {"progress": 0..100}            any number of times, non-decreasing (the overlay shows 25 ≤ p < 100)
//     {"lesson": Lesson}              exactly once, last; `source` is "hosted"; exercises carry practice seeds
//   4xx / 5xx or a broken stream: the client falls back to the device generator.
//
// The function must check the token itself (auth.getUser), read learner_profiles and practice_attempts under the
// caller's RLS, and never trust `history` for anything but personalisation.
import { supabaseAnonKey, supabaseUrl } from '../../../lib/config';
import type { Lesson, LessonInput } from './lesson';
import type { ProgressCallback } from './device-generator';

export const LESSON_FUNCTION_PATH = '/functions/v1/generate-lesson';

export function hostedGeneratorEnabled(): boolean {
  return import.meta.env.VITE_LESSON_FUNCTION === '1';
}

/** Reads the NDJSON stream; resolves with the lesson, rejects on anything off-contract. */
export async function generateLessonHosted(input: LessonInput, accessToken: string, onProgress: ProgressCallback): Promise<Lesson> {
  const response = await fetch(`${supabaseUrl}${LESSON_FUNCTION_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: supabaseAnonKey, Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify(input),
  });
  if (!response.ok || !response.body) throw new Error(`generate-lesson answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffer += value ?? '';
    const lines = buffer.split('\n');
    buffer = done ? '' : lines.pop()!;
    for (const line of lines.filter((l) => l.trim())) {
      const message = JSON.parse(line) as { progress?: number; lesson?: Lesson };
      if (typeof message.progress === 'number') onProgress(message.progress);
      if (message.lesson) return { ...message.lesson, source: 'hosted' };
    }
    if (done) throw new Error('generate-lesson ended without a lesson');
  }
}
