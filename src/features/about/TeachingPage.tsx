import { AboutArticle } from './AboutArticle';

export default function TeachingPage() {
  return <AboutArticle topic="teaching" />;
}
