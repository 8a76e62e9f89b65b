import { Box, Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { customerPortalUrl } from '#web/lib/provider.ts';
import type { ShellState } from '../hooks/use-shell-state.ts';
import { NAV_ICONS, navButtonHref } from '../nav-items.ts';
import classes from './shell.module.css';

/** Invoices opens the customer portal in a new tab, or says why it cannot (noCustomerNumber). */
export function useOpenInvoices(state: Pick<ShellState, 'property' | 'summary'>) {
  const { t } = useTranslation();
  return () => {
    const number = state.summary?.accountingCustomerNumber ?? state.property?.accountingCustomerNumber ?? null;
    if (!number) {
      notifications.show({
        color: 'red',
        title: t('accountState.noCustomerNumberTitle'),
        message: t('accountState.noCustomerNumber'),
      });
      return;
    }
    window.open(customerPortalUrl(number), '_blank', 'noopener,noreferrer');
  };
}

/** The header's navigation buttons (spec 000 §2.5 table), desktop only; phones get the footer and sidebar. */
export function NavButtons({ state }: { state: ShellState }) {
  const { t } = useTranslation();
  const openInvoices = useOpenInvoices(state);
  if (state.buttons.length === 0) return null;
  return (
    <Box visibleFrom="sm" className={classes.navScroller}>
      <Group
        component="nav"
        aria-label={t('shell.mainNavigation')}
        gap={4}
        wrap="nowrap"
        px="lg"
        h={44}
        data-testid="main-nav"
      >
        {state.buttons.map((button) => {
          const Icon = NAV_ICONS[button];
          const label = t(`shell.nav.${button}`);
          const href = navButtonHref(button, state);
          const common = {
            variant: 'subtle' as const,
            color: 'gray',
            size: 'compact-md' as const,
            className: classes.navButton,
            leftSection: <Icon size={17} stroke={1.7} aria-hidden />,
            'data-nav': button,
          };
          if (button === 'invoices' || !href) {
            return (
              <Button
                key={button}
                {...common}
                onClick={openInvoices}
                rightSection={<IconExternalLink size={14} aria-label={t('shell.nav.opensInNewTab')} />}
              >
                {label}
              </Button>
            );
          }
          return (
            <Button key={button} {...common} component={Link} to={href} activeOptions={{ exact: false }}>
              {label}
            </Button>
          );
        })}
      </Group>
    </Box>
  );
}
