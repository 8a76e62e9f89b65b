import type { Me } from '@kc/domain/auth';
import { EndImpersonationButton } from '#web/components/end-impersonation-button.tsx';

/**
 * Where the End Impersonation button sits (header and sidebar, spec 000 §2.5). The button itself belongs to the
 * identity work (issue 3) and renders nothing unless the session is impersonating.
 */
export function ImpersonationSlot({ me, placement }: { me: Me; placement: 'header' | 'sidebar' }) {
  if (!me.impersonator) return null;
  return <EndImpersonationButton size={placement === 'header' ? 'sm' : 'md'} fullWidth={placement === 'sidebar'} />;
}
