import CloseRounded from '@mui/icons-material/CloseRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { BrandLogo } from '@/components/brand-logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { useAppStore } from '@/stores/app';
import { AccountActions } from './account-actions';
import { CartLink } from './cart-link';
import { HeaderNav } from './header-nav';
import { PROMISE_BAR_HEIGHT, PromiseBar } from './promise-bar';

const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The phone menu's unfolding: its code (MUI's Collapse and its transition) is asked for when a visitor
 * reaches for the menu button (pointer over or down, focus), and the menu is drawn once it is here: on
 * most pages nobody opens the menu, and it would be in every first load.
 */
const loadCollapse = () => import('@mui/material/Collapse');
const Collapse = lazy(loadCollapse);
const preloadCollapse = () => void loadCollapse();

interface SiteHeaderProps {
  /** The product search (the app layer's: features do not import each other). */
  search?: ReactNode;
}

export const SiteHeader = ({ search: productSearch }: SiteHeaderProps) => {
  const isOpenMenu = useAppStore((state) => state.isOpenMenu);
  const setOpenMenu = useAppStore((state) => state.setOpenMenu);
  const toggleMenu = useAppStore((state) => state.toggleMenu);
  const { pathname, search } = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const closeMenu = useCallback(() => setOpenMenu(false), [setOpenMenu]);
  // The menu is in the page from its first opening on (unmounted when closed, as before).
  const [menuUsed, setMenuUsed] = useState(false);
  if (isOpenMenu && !menuUsed) setMenuUsed(true);

  useEffect(() => {
    closeMenu();
  }, [pathname, search, closeMenu]);

  useEffect(() => {
    if (!isOpenMenu) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeMenu();
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpenMenu, closeMenu]);

  // A click outside the bar closes the menu. Heard in the capture phase: on a part of the page React has
  // not hydrated yet (its code still on the way) React stops the click before it bubbles to the document.
  useEffect(() => {
    if (!isOpenMenu) return;
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Node) || !barRef.current?.contains(event.target)) closeMenu();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [isOpenMenu, closeMenu]);

  return (
    <Box
      component="header"
      sx={(theme) => ({ position: 'sticky', top: -PROMISE_BAR_HEIGHT, zIndex: theme.zIndex.appBar })}
    >
      <PromiseBar />
      {/* The bar and its row as MUI's AppBar (static, the theme's rules) and Toolbar draw them, without
          their code in every first load. */}
      <Box
        ref={barRef}
        sx={(theme) => ({
          display: 'flex',
          flexDirection: 'column',
          width: '100%',
          boxSizing: 'border-box',
          flexShrink: 0,
          position: 'static',
          color: 'inherit',
          borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
          backgroundColor: theme.alpha((theme.vars ?? theme).palette.background.default, 0.88),
          backdropFilter: 'saturate(160%) blur(14px)',
        })}
      >
        <Container maxWidth="xl">
          <Box
            sx={{
              position: 'relative',
              display: 'flex',
              alignItems: 'center',
              minHeight: { xs: 64, md: 76 },
              gap: { xs: 0.5, md: 2 },
            }}
          >
            {/* Hidden from md by a box around it: the header's icon buttons then share one class of CSS. */}
            <Box sx={{ display: { xs: 'flex', md: 'none' }, ml: -1 }}>
              <IconButton
                ref={toggleRef}
                onClick={toggleMenu}
                onPointerEnter={preloadCollapse}
                onPointerDown={preloadCollapse}
                onFocus={preloadCollapse}
                aria-label={isOpenMenu ? 'Close menu' : 'Open menu'}
                aria-expanded={isOpenMenu}
                aria-controls={isOpenMenu ? MOBILE_MENU_ID : undefined}
              >
                {isOpenMenu ? <CloseRounded /> : <MenuRounded />}
              </IconButton>
            </Box>
            <BrandLogo onClick={closeMenu} />
            <Box sx={{ flex: 1, display: { xs: 'none', md: 'flex' }, justifyContent: 'center' }}>
              <HeaderNav layout="bar" />
            </Box>
            <Box sx={{ flex: { xs: 1, md: 'none' } }} />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 } }}>
              {productSearch}
              <ThemeToggle />
              <Box sx={{ display: { xs: 'none', md: 'flex' } }}>
                <AccountActions layout="bar" />
              </Box>
              <CartLink onNavigate={closeMenu} />
            </Box>
          </Box>
        </Container>
        {menuUsed && (
          <Suspense fallback={null}>
            <Collapse in={isOpenMenu} appear unmountOnExit sx={{ display: { md: 'none' } }}>
              <Box
                id={MOBILE_MENU_ID}
                sx={{
                  px: 3,
                  pt: 1,
                  pb: 3.5,
                  borderTop: '1px solid',
                  borderColor: 'divider',
                  bgcolor: 'background.default',
                  maxHeight: `calc(100dvh - ${PROMISE_BAR_HEIGHT + 64}px)`,
                  overflowY: 'auto',
                  display: 'grid',
                  gap: 3,
                }}
              >
                <HeaderNav layout="panel" onNavigate={closeMenu} />
                <AccountActions layout="panel" onNavigate={closeMenu} />
              </Box>
            </Collapse>
          </Suspense>
        )}
      </Box>
    </Box>
  );
};
