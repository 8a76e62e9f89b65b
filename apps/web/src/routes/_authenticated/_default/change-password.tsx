import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordPage } from '#web/features/identity/components/change-password-page.tsx';
import { homePathFor } from '#web/lib/home-path.ts';

export const Route = createFileRoute('/_authenticated/_default/change-password')({
  component: ChangePasswordRoute,
});

function ChangePasswordRoute() {
  const { me } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return <ChangePasswordPage onDone={() => void navigate({ to: homePathFor(me) })} />;
}
