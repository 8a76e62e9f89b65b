import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useDeferredValue, useEffect, useState, type ComponentType, type CSSProperties } from 'react';
import { MOBILE_QUERY } from '#web/components/desktop-only.tsx';
import { PageSkeleton } from '#web/components/page-skeleton.tsx';
import { clearSelection } from '#web/lib/selection.ts';
import { useSignOut } from '#web/lib/session-hooks.ts';
import { useShellState } from '../hooks/use-shell-state.ts';
import { AccountStateNotice } from './account-state-notice.tsx';
import { ShellSkeleton } from './shell-skeleton.tsx';
import { AppHeader, HEADER_ROW, NAV_ROW } from './app-header.tsx';
import { MobileFooter } from './mobile-footer.tsx';
import { RemoveScroll } from '#web/lib/remove-scroll-class-names.ts';
import classes from './shell-frame.module.css';

const FOOTER_HEIGHT = 60;

// The phone sidebar (a Drawer with its focus trap and scroll lock, 16 KB) loads when a finger or the keyboard reaches
// the menu button, before the tap completes: not with every phone visit (decisions 0047, 0057).
const loadMobileSidebar = () => import('./mobile-sidebar.tsx');
const MobileSidebar = lazy(loadMobileSidebar);

/** The send-e-mail widget (Email Support), given by the route: the shell knows its props, not its feature. */
export type SupportEmailWidget = ComponentType<{
  opened: boolean;
  onClose: () => void;
  propertyId: number | null;
  email: string;
}>;

/**
 * The default layout: header with navigation; on phones (800 px or less) a footer and a sliding sidebar. Email Support
 * (header on desktop, sidebar on phones) opens `supportEmail`, loaded when first asked for.
 *
 * When the signed-in frame first appears it is drawn in a background render that yields to the browser every few
 * milliseconds, the shell's skeleton (the look of index.html's) standing meanwhile: the header, its menus and the page
 * as one render were a task of 200 ms on a phone (issue 13: total blocking time; decision 0067). Later route changes
 * keep the frame.
 */
export function DefaultLayout({ supportEmail }: { supportEmail?: SupportEmailWidget } = {}) {
  const ready = useDeferredValue(true, false);
  return ready ? <DefaultFrame supportEmail={supportEmail} /> : <ShellSkeleton />;
}

function DefaultFrame({ supportEmail: SupportEmail }: { supportEmail?: SupportEmailWidget | undefined }) {
  const state = useShellState();
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const [menuOpened, menu] = useDisclosure(false);
  // The page inside the frame is drawn in one more background render (its skeleton meanwhile), for the same reason.
  const pageReady = useDeferredValue(true, false);
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);
  // Once loaded, the sidebar stays mounted so that it can animate closed and open again at once.
  const [sidebarWanted, setSidebarWanted] = useState(false);
  if (menuOpened && mobile && !sidebarWanted) setSidebarWanted(true);
  // Mounted from the first time it is asked for, so it can animate closed and keep a half-written message.
  const [supportOpened, setSupportOpened] = useState(false);
  const [supportWanted, setSupportWanted] = useState(false);
  const openSupport = SupportEmail
    ? () => {
        menu.close();
        setSupportWanted(true);
        setSupportOpened(true);
      }
    : undefined;

  const logout = async () => {
    setSigningOut(true);
    menu.close();
    try {
      clearSelection();
      await signOut();
    } finally {
      setSigningOut(false);
    }
  };

  // Spec 000 §4: a logged-in staff record with an empty name is signed out when the header loads.
  const emptyName = state.me.name.trim() === '';
  useEffect(() => {
    if (!emptyName) return;
    clearSelection();
    void signOut();
  }, [emptyName, signOut]);

  const desktopHeader = HEADER_ROW.sm + (state.buttons.length > 0 ? NAV_ROW : 0);
  const showFooter = mobile && state.footer.length > 0;
  // The frame's heights (shell-frame.module.css): the header's on phones and from the sm breakpoint, the footer's.
  const frameStyle = {
    '--kc-header-base': `${HEADER_ROW.base}px`,
    '--kc-header-desktop': `${desktopHeader}px`,
    '--app-shell-footer-offset': showFooter ? `${FOOTER_HEIGHT}px` : '0px',
  } as CSSProperties;

  return (
    <div className={classes.root} style={frameStyle}>
      <header className={`${classes.header} ${RemoveScroll.classNames.zeroRight}`}>
        <AppHeader
          state={state}
          mobile={mobile}
          menuOpened={menuOpened}
          onToggleMenu={menu.toggle}
          onMenuIntent={() => void loadMobileSidebar().catch(() => undefined)}
          onLogout={() => void logout()}
          signingOut={signingOut}
          onEmailSupport={openSupport}
        />
      </header>
      {sidebarWanted ? (
        <Suspense fallback={null}>
          <MobileSidebar
            state={state}
            opened={menuOpened && mobile}
            onClose={menu.close}
            onLogout={() => void logout()}
            onEmailSupport={openSupport}
          />
        </Suspense>
      ) : null}
      {SupportEmail && supportWanted ? (
        <Suspense fallback={null}>
          <SupportEmail
            key={state.property?.id ?? 0}
            opened={supportOpened}
            onClose={() => setSupportOpened(false)}
            propertyId={state.property?.id ?? null}
            email={state.me.email}
          />
        </Suspense>
      ) : null}
      <main className={classes.main}>
        <AccountStateNotice state={state} />
        {pageReady ? <Outlet /> : <PageSkeleton />}
      </main>
      {showFooter ? (
        <footer className={`${classes.footer} ${RemoveScroll.classNames.zeroRight}`}>
          <MobileFooter state={state} />
        </footer>
      ) : null}
    </div>
  );
}
