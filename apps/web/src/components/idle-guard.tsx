import { lazy, Suspense, useState } from 'react';
import { IDLE_WARNING_MS, useIdleTimer } from '../lib/idle.ts';
import { useCurrentUser, useSignOut } from '../lib/session-hooks.ts';

// The dialog (Mantine's Modal with its focus trap and scroll lock) loads when the warning starts, five minutes
// before the session ends, instead of with every signed-in page (decision 0047).
const IdleDialog = lazy(() => import('./idle-dialog.tsx'));

/**
 * Idle handling of spec 000 §4 and §9 for signed-in pages: internal users are signed out at the idle limit;
 * external users get a 5-minute countdown first. Mount once inside the authenticated layout.
 */
export function IdleGuard() {
  const me = useCurrentUser();
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);
  const logout = () => {
    setSigningOut(true);
    void signOut();
  };
  const { phase, stay } = useIdleTimer({ isInternal: me.isInternalUser, onExpire: logout, enabled: !signingOut });

  const warning = phase.kind === 'warning' && !signingOut;
  if (!warning) return null;
  return (
    <Suspense fallback={null}>
      <IdleDialog
        remainingMs={phase.kind === 'warning' ? phase.remainingMs : IDLE_WARNING_MS}
        onStay={stay}
        onLogout={logout}
        signingOut={signingOut}
      />
    </Suspense>
  );
}
