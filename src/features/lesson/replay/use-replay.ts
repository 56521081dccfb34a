// The replay for a read-only room: asks the server for the board's history once connected, then a step (1 … steps;
// the last is the board as it was left) and play/pause. `doc` is the replay's document while an earlier step shows,
// null at the last step (the room's own document shows then).
import { useCallback, useEffect, useState } from 'react';
import type * as Y from 'yjs';
import { HistoryCollector, Replay } from '../core/replay';
import type { LessonSync } from '../sync/sync';

export const REPLAY_STEP_MS = 700;

export interface ReplayState {
  status: 'loading' | 'offline' | 'ready';
  steps: number;
  step: number;
  timeOf(step: number): number;
  setStep(step: number): void;
  playing: boolean;
  togglePlay(): void;
  doc: Y.Doc | null;
}

/** `connected`: the room is online and synced with the server (the history can be asked for). */
export function useReplay(sync: LessonSync | undefined, connected: boolean, enabled: boolean): ReplayState {
  const [replay, setReplay] = useState<Replay | null>(null);
  const [step, setStepState] = useState(0);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!sync || !enabled || !connected || replay) return;
    const collector = new HistoryCollector();
    const off = sync.onMessage('history', (message) => {
      const entries = collector.add(message);
      if (!entries) return;
      const made = new Replay(entries);
      setReplay(made);
      setStepState(made.steps);
    });
    sync.ask({ type: 'history' });
    return off;
  }, [sync, enabled, connected, replay]);

  useEffect(() => () => replay?.destroy(), [replay]);

  const steps = replay?.steps ?? 0;
  useEffect(() => {
    if (!playing) return;
    if (step >= steps) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setStepState((s) => Math.min(steps, s + 1)), REPLAY_STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, step, steps]);

  const setStep = useCallback((next: number) => {
    setPlaying(false);
    setStepState(Math.max(1, Math.min(steps, next)));
  }, [steps]);
  const togglePlay = useCallback(() => {
    if (playing) return setPlaying(false);
    if (step >= steps) setStepState(1); // from the start again
    setPlaying(true);
  }, [playing, step, steps]);

  return {
    status: replay ? 'ready' : connected ? 'loading' : 'offline',
    steps,
    step,
    timeOf: (s) => replay?.timeOf(s) ?? 0,
    setStep,
    playing,
    togglePlay,
    doc: replay && step > 0 && step < steps ? replay.docAt(step) : null,
  };
}
