// A plan's name and description in the visitor's language, from the database (pricing_plan_texts): the exact
// locale, else another of the same language (es-ES → es-CO), else the plan's own text, written in English.
export interface PlanText {
  locale: string;
  name: string;
  description: string;
}

export function planText(
  plan: { name: string; description: string; texts?: readonly PlanText[] },
  locale: string,
): { name: string; description: string; lang: string | undefined } {
  const texts = plan.texts ?? [];
  const language = locale.split('-')[0];
  const found = texts.find((t) => t.locale === locale) ?? texts.find((t) => t.locale.split('-')[0] === language);
  if (found) return { name: found.name, description: found.description, lang: found.locale === locale ? undefined : found.locale };
  return { name: plan.name, description: plan.description, lang: language === 'en' ? undefined : 'en' };
}
