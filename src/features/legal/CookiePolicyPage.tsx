import { LegalDocument } from './LegalDocument';

export default function CookiePolicyPage() {
  return <LegalDocument document="cookies" />;
}
