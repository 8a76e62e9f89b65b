import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The shell before the session is known (decision 0034): the same header, navigation row and grey page as the static
 * skeleton in index.html, drawn with its inline classes, so the switch from the HTML to React moves nothing.
 */
export function ShellSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="boot-shell" role="status" aria-label={t('common.loading')} aria-busy data-testid="shell-skeleton">
      <div className="boot-header">
        <div className="boot-row">
          <span className="boot-burger" />
          <span className="boot-logo">
            <IconKey aria-hidden />
          </span>
          <span className="boot-name">{t('app.name')}</span>
          <span className="boot-bar boot-end" />
        </div>
        <div className="boot-nav">
          {[1, 2, 3].map((n) => (
            <span key={n} className="boot-bar" />
          ))}
        </div>
      </div>
      <div className="boot-main">
        <span className="boot-block boot-title" />
        <span className="boot-block" />
        <span className="boot-block" />
      </div>
    </div>
  );
}
