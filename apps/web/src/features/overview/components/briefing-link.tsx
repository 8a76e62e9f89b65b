import { Link } from '@tanstack/react-router';
import type { HTMLAttributes } from 'react';

/** Where a figure leads: a report of the property (by ?propertyId=) or a page of the header's selected property. */
export type BriefingLink =
  | {
      to: '/property-reports/keys-out' | '/property-reports/exception' | '/property-reports/transaction';
      search: { propertyId: number };
    }
  | { to: '/exceptions' | '/property-communication' };

/** Mantine's renderRoot for a briefing link (keeps the router's typed paths). */
export const renderLink = (link: BriefingLink) =>
  function LinkRoot(props: HTMLAttributes<HTMLAnchorElement>) {
    return 'search' in link ? <Link {...props} to={link.to} search={link.search} /> : <Link {...props} to={link.to} />;
  };
