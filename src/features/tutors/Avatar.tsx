// A tutor's picture, or their initials when there is none (or it fails to load).
import { useState } from 'react';
import { initials } from './format';

export function Avatar({ name, url, size = 'medium' }: { name: string; url: string | null; size?: 'medium' | 'large' }) {
  const [failed, setFailed] = useState(false);
  const className = `tutor-avatar tutor-avatar--${size}`;
  if (url && !failed) return <img className={className} src={url} alt="" onError={() => setFailed(true)} />;
  return (
    <span className={className} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
