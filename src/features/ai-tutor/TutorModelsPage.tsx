// /tutor-models: the AI tutor models from the tutor_models table — name, subject focus, teaching style, levels and
// a short description, in the language they are written in (labelled).
import { useQuery } from '@tanstack/react-query';
import { withQueryProvider } from '../../data/query';
import { tutorModelQueries } from './api';
import { useTranslation } from '../../i18n/react';
import { DataAge, useOnline } from '../../lib/ui/DataAge';
import './tutor-models.css';

export default withQueryProvider(TutorModelsPage);

function TutorModelsPage() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('courses');
  const { t: tData } = useTranslation('data');
  const online = useOnline();
  const models = useQuery(tutorModelQueries.list());

  return (
    <article className="page tutor-models-page">
      <header className="page__header">
        <h1>{t('tutorModels.title')}</h1>
        <p className="page__lead">{tc('models.lead')}</p>
      </header>
      {models.data && <DataAge updatedAt={models.dataUpdatedAt} refreshFailed={models.isError} />}
      {models.isPending && <p role="status">{tc('loading')}</p>}
      {models.isError && !models.data && (
        <div className="notice notice--error" role="alert">
          <p>{online ? tData('loadFailed') : tc('models.offline')}</p>
          {online && (
            <button type="button" className="button button--ghost" onClick={() => void models.refetch()}>
              {tData('retry')}
            </button>
          )}
        </div>
      )}
      {models.data && models.data.length === 0 && <p>{tc('models.empty')}</p>}
      {models.data && models.data.length > 0 && (
        <ul className="model-grid" aria-label={tc('models.label')}>
          {models.data.map((model) => (
            <li key={model.id} className="card model" data-testid="tutor-model">
              <h2 className="card__title" lang={model.language}>
                {model.name}
              </h2>
              <dl className="model__facts">
                <div>
                  <dt>{tc('models.focus')}</dt>
                  <dd lang={model.language}>{model.subject_focus}</dd>
                </div>
                <div>
                  <dt>{tc('models.style')}</dt>
                  <dd lang={model.language}>{model.teaching_style}</dd>
                </div>
                <div>
                  <dt>{tc('models.levels')}</dt>
                  <dd>{model.levels.map((level) => tc(`levels.${level}`)).join(', ')}</dd>
                </div>
              </dl>
              <p lang={model.language}>{model.description}</p>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
