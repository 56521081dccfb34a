// Read-aloud with the Web Speech API, when the browser has it (feature-detected: the button is hidden otherwise).
import { useCallback, useEffect, useState } from 'react';

export function useReadAloud(lang: string) {
  const supported = typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance === 'function';
  const [speaking, setSpeaking] = useState(false);
  useEffect(() => () => void (supported && window.speechSynthesis.cancel()), [supported]);
  const speak = useCallback(
    (text: string) => {
      if (!supported) return;
      window.speechSynthesis.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = lang;
      utterance.rate = 0.95;
      utterance.onend = () => setSpeaking(false);
      utterance.onerror = () => setSpeaking(false);
      setSpeaking(true);
      window.speechSynthesis.speak(utterance);
    },
    [supported, lang],
  );
  const stop = useCallback(() => {
    if (supported) window.speechSynthesis.cancel();
    setSpeaking(false);
  }, [supported]);
  return { supported, speaking, speak, stop };
}
