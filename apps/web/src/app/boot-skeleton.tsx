import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ShellSkeleton } from '#web/features/shell/components/shell-skeleton.tsx';

/** The anonymous pages' frame before the page is ready: brand, tagline and the card, as index.html draws it. */
function AuthSkeleton({ signIn }: { signIn: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="boot-auth" role="status" aria-label={t('common.loading')} aria-busy>
      <div className="boot-auth-box">
        <span className="boot-logo">
          <IconKey aria-hidden />
        </span>
        <span className="boot-name">{t('app.name')}</span>
        <span className="boot-text boot-center">{t('app.tagline')}</span>
        <span className="boot-card">
          {signIn ? (
            <>
              <span className="boot-card-title">{t('auth.title')}</span>
              <span className="boot-text">{t('auth.subtitle')}</span>
            </>
          ) : null}
        </span>
        <span className="boot-foot" />
      </div>
    </div>
  );
}

/** Keep in step with the inline script of index.html, which picks the same frame before any script loads. */
const AUTH_PAGE = /^\/(login|login-sso|new-password|reset-password)$/;

/** The first frame of the app while the first route resolves: the sign-in frame on those pages, else the shell. */
export function BootSkeleton() {
  const path = window.location.pathname.replace(/\/$/, '');
  return AUTH_PAGE.test(path) ? <AuthSkeleton signIn={path === '/login'} /> : <ShellSkeleton />;
}
