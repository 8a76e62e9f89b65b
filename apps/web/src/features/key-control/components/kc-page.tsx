import type { ReactNode } from 'react';
import type { BackTarget } from '#web/components/back-link.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';

/** Every key-control page: the page header (the back link the spec gives, a title, actions), then the content. */
export function KcPage({
  title,
  back,
  description,
  actions,
  fluid = false,
  children,
}: {
  title: string;
  back?: BackTarget;
  description?: ReactNode;
  actions?: ReactNode;
  /** The key map's side-by-side tables take the whole window. */
  fluid?: boolean;
  children: ReactNode;
}) {
  return (
    <PageContainer fluid={fluid}>
      <PageHeader title={title} description={description} back={back} actions={actions} />
      {children}
    </PageContainer>
  );
}
