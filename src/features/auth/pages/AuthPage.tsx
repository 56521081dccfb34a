// /auth: sign in with a password, sign up, a magic link or Google, and 'Forgot password'. Headless UI tabs give the
// keyboard and screen-reader behaviour of a tab list. A signed-in visitor goes straight on to where they wanted.
import { useEffect } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useTranslation } from '../../../i18n/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { GoogleButton } from '../components/GoogleButton';
import { MagicLinkForm } from '../components/MagicLinkForm';
import { SignInForm } from '../components/SignInForm';
import { SignUpForm } from '../components/SignUpForm';
import { pickAfterSignIn, safeLocalPath } from '../safe-redirect';
import { useSettledSession } from '../use-session';
import '../auth.css';

const TABS = ['signIn', 'signUp', 'magicLink'] as const;

export default function AuthPage() {
  const { t } = useTranslation('pages');
  const { t: tAuth } = useTranslation('auth');
  const [params] = useSearchParams();
  const next = safeLocalPath(params.get('next'));
  const navigate = useNavigate();
  const { settled, user } = useSettledSession();

  const goOn = () => navigate(pickAfterSignIn(next), { replace: true });

  useEffect(() => {
    if (settled && user) navigate(pickAfterSignIn(next), { replace: true });
  }, [settled, user, next, navigate]);

  return (
    <article className="page auth-page">
      <h1>{t('auth.title')}</h1>
      <p className="page__lead">{t('auth.intro')}</p>
      <div className="auth-card">
        <TabGroup>
          <TabList className="auth-tabs" aria-label={tAuth('tabs.label')}>
            {TABS.map((tab) => (
              <Tab key={tab} className="auth-tab">
                {tAuth(`tabs.${tab}`)}
              </Tab>
            ))}
          </TabList>
          <TabPanels>
            <TabPanel>
              <SignInForm onSignedIn={goOn} />
            </TabPanel>
            <TabPanel>
              <SignUpForm next={next} onSignedIn={goOn} />
            </TabPanel>
            <TabPanel>
              <MagicLinkForm next={next} />
            </TabPanel>
          </TabPanels>
        </TabGroup>
        <p className="auth-divider">
          <span>{tAuth('or')}</span>
        </p>
        <GoogleButton next={next} />
      </div>
    </article>
  );
}
