import { ActionIcon, Box, Burger, Button, Group, Text } from '@mantine/core';
import { IconLock, IconLogout, IconMail } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { homePathFor } from '#web/lib/home-path.ts';
import type { ShellState } from '../hooks/use-shell-state.ts';
import { GlobalSearch } from './global-search.tsx';
import { ImpersonationSlot } from './impersonation-slot.tsx';
import { LevelSelector } from './level-selector.tsx';
import { LogoLink } from './logo-link.tsx';
import { NavButtons } from './nav-buttons.tsx';

export const HEADER_ROW = { base: 56, sm: 64 } as const;
export const NAV_ROW = 44;

/**
 * Header of the default layout (spec 000 §2.5): logo, level selector (external), global search (internal), welcome
 * line with the selected customer number (external), end impersonation, logout; the navigation buttons below.
 */
export function AppHeader({
  state,
  mobile,
  menuOpened,
  onToggleMenu,
  onMenuIntent,
  onLogout,
  signingOut,
  onEmailSupport,
}: {
  state: ShellState;
  /**
   * The phone layout (800 px or less): the desktop-only parts are not rendered at all, rather than rendered and hidden
   * by CSS (a third of the header's elements), and the other way round (issue 13: less work before a phone can react).
   */
  mobile: boolean;
  menuOpened: boolean;
  onToggleMenu: () => void;
  /** The menu is about to be opened (pointer down, focus): its code can start loading. */
  onMenuIntent?: () => void;
  onLogout: () => void;
  signingOut: boolean;
  /** Opens the send-e-mail widget; shown when the sidebar's Email Support is (spec 000 §2.5). */
  onEmailSupport?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const { me } = state;
  const customerNumber = me.isInternalUser
    ? null
    : (state.summary?.accountingCustomerNumber ?? state.property?.accountingCustomerNumber ?? null);

  return (
    <Box>
      <Group
        h={{ base: HEADER_ROW.base, sm: HEADER_ROW.sm }}
        px={{ base: 'sm', sm: 'lg' }}
        justify="space-between"
        wrap="nowrap"
        gap="sm"
      >
        <Group gap="sm" wrap="nowrap" miw={0}>
          {mobile ? (
            <Burger
              opened={menuOpened}
              onClick={onToggleMenu}
              onPointerEnter={onMenuIntent}
              onPointerDown={onMenuIntent}
              onFocus={onMenuIntent}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('shell.openMenu')}
            />
          ) : null}
          <LogoLink to={homePathFor(me)} />
          {mobile ? null : (
            <Box visibleFrom="sm">
              <LevelSelector state={state} />
            </Box>
          )}
        </Group>
        <Group gap="sm" wrap="nowrap" miw={0}>
          {me.isInternalUser && !mobile ? (
            <Box visibleFrom="sm">
              <GlobalSearch />
            </Box>
          ) : null}
          <Box miw={0} style={{ textAlign: 'right' }}>
            <Text size="sm" fw={500} truncate="end" data-testid="welcome">
              {t('shell.welcome', { name: me.name })}
            </Text>
            {customerNumber ? (
              <Text size="xs" c="dimmed" truncate="end" data-testid="customer-number">
                {t('shell.customerNumber', { number: customerNumber })}
              </Text>
            ) : null}
          </Box>
          {mobile ? (
            <ActionIcon
              variant="default"
              size="lg"
              onClick={onLogout}
              loading={signingOut}
              aria-label={t('shell.logout')}
              hiddenFrom="sm"
            >
              <IconLogout size={18} />
            </ActionIcon>
          ) : (
            <>
              <Box visibleFrom="sm">
                <ImpersonationSlot me={me} placement="header" />
              </Box>
              {onEmailSupport && state.sidebar.includes('emailSupport') ? (
                // Desktop has no sidebar: its Email Support item sits here, beside change password.
                <ActionIcon
                  variant="default"
                  size="lg"
                  onClick={onEmailSupport}
                  aria-label={t('shell.sidebar.emailSupport')}
                  title={t('shell.sidebar.emailSupport')}
                  visibleFrom="sm"
                  data-nav="emailSupport"
                >
                  <IconMail size={18} />
                </ActionIcon>
              ) : null}
              {/* The browser's own hint: a Mantine Tooltip would bring its positioning library into every page. */}
              <ActionIcon
                component={Link}
                to="/change-password"
                variant="default"
                size="lg"
                aria-label={t('session.changePasswordLink')}
                title={t('session.changePasswordLink')}
                visibleFrom="sm"
              >
                <IconLock size={18} />
              </ActionIcon>
              <Button
                variant="default"
                leftSection={<IconLogout size={16} />}
                onClick={onLogout}
                loading={signingOut}
                visibleFrom="sm"
              >
                {t('shell.logout')}
              </Button>
            </>
          )}
        </Group>
      </Group>
      {mobile ? null : <NavButtons state={state} />}
    </Box>
  );
}
