// The tutor adds a figure from their courses by its address (the field suggests their courses' images; only those,
// on the app's own origin, are accepted). It goes to the centre of the view.
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useCourseImages } from './course-images';
import { checkFigureAddress, figureItem } from '../core/figure';
import type { ItemFields, Point } from '../core/tools';

export function FigureForm({ tutorUserId, readOnly, onAdd }: { tutorUserId: string; readOnly: boolean; onAdd(make: (at: Point) => ItemFields): void }) {
  const { t } = useTranslation('lesson');
  const id = useId();
  const images = useCourseImages(tutorUserId, !readOnly);
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (readOnly) return null;
  const list = images.data ?? [];
  return (
    <form
      className="lesson-add"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        if (images.isError && !images.data) return setError(t('figure.loadFailed'));
        const check = checkFigureAddress(address, window.location.origin, list);
        if (!check.ok) return setError(t(`figure.errors.${check.reason}`));
        const image = list.find((i) => i.href === check.href)!;
        setError(null);
        setAddress('');
        onAdd((at) => figureItem(image, at));
      }}
    >
      <h3 id={`${id}-title`}>{t('figure.title')}</h3>
      <label className="lesson-field">
        <span>{t('figure.address')}</span>
        <input
          type="text"
          list={`${id}-images`}
          value={address}
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
          aria-errormessage={error ? `${id}-error` : undefined}
          onChange={(e) => setAddress(e.target.value)}
        />
      </label>
      <datalist id={`${id}-images`}>
        {list.map((image) => (
          <option key={image.href} value={image.href}>
            {image.alt}
          </option>
        ))}
      </datalist>
      <p id={`${id}-hint`} className="lesson-hint">
        {list.length ? t('figure.hint', { count: list.length }) : t('figure.none')}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--ghost">
        {t('figure.add')}
      </button>
    </form>
  );
}
