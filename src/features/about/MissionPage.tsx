import { AboutArticle } from './AboutArticle';

export default function MissionPage() {
  return <AboutArticle topic="mission" />;
}
