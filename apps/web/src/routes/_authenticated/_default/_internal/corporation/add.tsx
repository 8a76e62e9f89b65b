import { createFileRoute, redirect } from '@tanstack/react-router';
import { AddEntityPage } from '#web/features/hierarchy/components/entity-form-pages.tsx';
import { mayCreateEntities } from '#web/features/hierarchy/api/rights.ts';

export const Route = createFileRoute('/_authenticated/_default/_internal/corporation/add')({
  beforeLoad: ({ context }) => {
    if (!mayCreateEntities(context.me)) throw redirect({ to: '/corporation/corporation-list', replace: true });
  },
  component: () => <AddEntityPage level="corporation" />,
});
