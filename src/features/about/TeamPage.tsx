import { AboutArticle } from './AboutArticle';

export default function TeamPage() {
  return <AboutArticle topic="team" />;
}
