import { Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ShellState } from '../hooks/use-shell-state.ts';
import { FOOTER_ICONS, footerHref } from '../nav-items.ts';
import classes from './shell.module.css';

/** The phone footer navigation (spec 000 §2.5 "Mobile footer items"). */
export function MobileFooter({ state }: { state: ShellState }) {
  const { t } = useTranslation();
  return (
    <Group
      component="nav"
      aria-label={t('shell.footerNavigation')}
      h="100%"
      gap={2}
      px={4}
      wrap="nowrap"
      data-testid="footer-nav"
    >
      {state.footer.map((item) => {
        const Icon = FOOTER_ICONS[item];
        return (
          <Link key={item} to={footerHref(item, state) as '/'} className={classes.footerItem} data-nav={item}>
            <Icon size={22} stroke={1.7} aria-hidden />
            <span>{t(`shell.footer.${item}`)}</span>
          </Link>
        );
      })}
    </Group>
  );
}
