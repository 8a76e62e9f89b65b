import { Box, Divider, Drawer, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CopyrightLine, ProviderContact } from '#web/components/provider-contact.tsx';
import { PROVIDER } from '#web/lib/provider.ts';
import type { ShellState } from '../hooks/use-shell-state.ts';
import { SIDEBAR_ICONS, sidebarHref } from '../nav-items.ts';
import { ImpersonationSlot } from './impersonation-slot.tsx';
import { ChangePasswordLink } from '#web/components/change-password-link.tsx';
import { LevelSelector } from './level-selector.tsx';
import { SelectedPropertyCard } from './selected-property-card.tsx';
import classes from './shell.module.css';

/** The sliding sidebar of the phone layout (spec 000 §2.5 "Sidebar links"). */
export default function MobileSidebar({
  state,
  opened,
  onClose,
  onLogout,
  onEmailSupport,
}: {
  state: ShellState;
  opened: boolean;
  onClose: () => void;
  onLogout: () => void;
  /** Opens the send-e-mail widget; without one, Email Support is a mailto link. */
  onEmailSupport?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const emailSubject = t('shell.sidebar.emailSubject', { property: state.property?.name ?? state.me.name });
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('shell.menu')}
      size={320}
      padding="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      hiddenFrom="sm"
    >
      <Stack gap="md" data-testid="sidebar">
        <Text size="sm" fw={500}>
          {t('shell.welcome', { name: state.me.name })}
        </Text>
        <LevelSelector state={state} fullWidth />
        <SelectedPropertyCard state={state} />
        <Stack gap={2} component="nav" aria-label={t('shell.menu')}>
          {state.sidebar.map((link) => {
            if (link === 'logout') {
              return (
                <button key={link} type="button" className={classes.sidebarLink} onClick={onLogout} data-nav={link}>
                  <IconLogout size={20} stroke={1.7} aria-hidden />
                  {t('shell.sidebar.logout')}
                </button>
              );
            }
            const Icon = SIDEBAR_ICONS[link];
            if (link === 'emailSupport' && onEmailSupport) {
              return (
                <button
                  key={link}
                  type="button"
                  className={classes.sidebarLink}
                  onClick={onEmailSupport}
                  data-nav={link}
                >
                  <Icon size={20} stroke={1.7} aria-hidden />
                  {t('shell.sidebar.emailSupport')}
                </button>
              );
            }
            if (link === 'emailSupport') {
              return (
                <a
                  key={link}
                  className={classes.sidebarLink}
                  href={`mailto:${PROVIDER.supportEmail}?subject=${encodeURIComponent(emailSubject)}`}
                  data-nav={link}
                >
                  <Icon size={20} stroke={1.7} aria-hidden />
                  {t('shell.sidebar.emailSupport')}
                </a>
              );
            }
            return (
              <Link
                key={link}
                to={sidebarHref(link, state) as '/'}
                className={classes.sidebarLink}
                onClick={onClose}
                data-nav={link}
              >
                <Icon size={20} stroke={1.7} aria-hidden />
                {t(`shell.sidebar.${link}`)}
              </Link>
            );
          })}
        </Stack>
        <ImpersonationSlot me={state.me} placement="sidebar" />
        <Box onClick={onClose}>
          <ChangePasswordLink fullWidth />
        </Box>
        <Divider />
        <ProviderContact />
        <CopyrightLine />
      </Stack>
    </Drawer>
  );
}
