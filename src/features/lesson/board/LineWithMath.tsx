// A translated line whose text is a formula ("Math by Ana: …"): the words as translated, the formula as MathML
// (MathLabel), so a screen reader reads the formula rather than its LaTeX source. The line is translated once with a
// marker in the formula's place, so each language keeps its own word order and punctuation around it.
import { MathLabel } from './MathLabel';

const SLOT = '\uE000'; // a private-use character: never in a translation

export function LineWithMath({ line, latex }: { line: (text: string) => string; latex: string }) {
  const [before, after = ''] = line(SLOT).split(SLOT);
  return (
    <>
      {before}
      <MathLabel latex={latex} />
      {after}
    </>
  );
}
