import type { ReactElement } from 'react';

/** One e-mail: its subject line and its body (in the shared layout). The plain-text part is derived from the HTML. */
export interface EmailTemplate<P> {
  subject(payload: P): string;
  render(payload: P): ReactElement;
}
