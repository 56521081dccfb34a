// A pricing plan's name and description in the visitor's language, from the database's texts.
import { describe, expect, it } from 'vitest';
import { planText } from '../../src/features/pricing/plan-text';

const plan = {
  name: '5-session pack',
  description: 'Five lessons.',
  texts: [
    { locale: 'es-CO', name: 'Paquete de 5 sesiones', description: 'Cinco clases.' },
    { locale: 'es-ES', name: 'Bono de 5 sesiones', description: 'Cinco clases (España).' },
    { locale: 'fr-FR', name: 'Forfait 5 séances', description: 'Cinq cours.' },
  ],
};

describe('planText', () => {
  it('takes the exact locale', () => {
    expect(planText(plan, 'es-ES')).toEqual({ name: 'Bono de 5 sesiones', description: 'Cinco clases (España).', lang: undefined });
    expect(planText(plan, 'fr-FR').name).toBe('Forfait 5 séances');
  });

  it('falls back to another locale of the same language, marked with its language', () => {
    const esOnly = { ...plan, texts: plan.texts.filter((t) => t.locale === 'es-CO') };
    expect(planText(esOnly, 'es-ES')).toEqual({ name: 'Paquete de 5 sesiones', description: 'Cinco clases.', lang: 'es-CO' });
  });

  it("falls back to the plan's own English text, marked as English for other languages", () => {
    expect(planText(plan, 'en-GB')).toEqual({ name: '5-session pack', description: 'Five lessons.', lang: undefined });
    expect(planText({ name: 'Trial', description: '', texts: [] }, 'fr-FR')).toEqual({ name: 'Trial', description: '', lang: 'en' });
  });
});
