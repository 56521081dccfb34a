import { LegalDocument } from './LegalDocument';

export default function RefundPolicyPage() {
  return <LegalDocument document="refund" />;
}
