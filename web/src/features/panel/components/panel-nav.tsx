import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';

const entries = [
  { label: 'Dashboard', to: paths.panel.root.getHref(), icon: DashboardOutlined, end: true },
  { label: 'Profile', to: paths.panel.profile.getHref(), icon: PersonOutlineRounded, end: false },
  { label: 'Purchased', to: paths.panel.purchases.getHref(), icon: ReceiptLongOutlined, end: false },
  { label: 'My reviews', to: paths.panel.reviews.getHref(), icon: RateReviewOutlined, end: false },
  { label: 'Loves', to: paths.panel.loves.getHref(), icon: FavoriteBorderRounded, end: false },
  { label: 'Alerts', to: paths.panel.alerts.getHref(), icon: NotificationsActiveOutlined, end: false },
];

/**
 * The panel's menu: a column beside the screen on wide screens, one compact row above it on phones
 * (words only there: with their icons, four entries do not fit 360 px; entries past the width scroll
 * the row sideways, never the page, and the open screen's entry is scrolled into the row's middle).
 */
export const PanelNav = () => {
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    let current = true;
    // Measured once the fonts are in (they set how wide the entries are); a test DOM has none.
    void (document.fonts?.ready ?? Promise.resolve()).then(() => {
      const nav = navRef.current;
      const active = nav?.querySelector<HTMLElement>('a.active');
      if (!current || !nav || !active || nav.scrollWidth <= nav.clientWidth) return;
      const [row, entry] = [nav.getBoundingClientRect(), active.getBoundingClientRect()];
      nav.scrollLeft += entry.left - row.left - (row.width - entry.width) / 2;
    });
    return () => {
      current = false;
    };
  }, [pathname]);
  return (
    <Box
      ref={navRef}
      component="nav"
      aria-label="Your account"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'row', md: 'column' },
        gap: { xs: 0.5, md: 0.75 },
        p: { xs: 0.5, md: 1.5 },
        borderRadius: { xs: 999, md: 4 },
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        overflowX: { xs: 'auto', md: 'visible' },
        scrollbarWidth: 'none',
      }}
    >
      {entries.map(({ label, to, icon: Icon, end }) => (
        <ButtonBase
          key={to}
          component={NavLink}
          to={to}
          end={end}
          sx={{
            flex: { xs: '1 0 auto', md: 'none' },
            justifyContent: { xs: 'center', md: 'flex-start' },
            gap: { xs: 0.75, md: 1.5 },
            minHeight: 44,
            px: { xs: 0.75, md: 2 },
            borderRadius: 999,
            fontSize: { xs: '0.8125rem', md: '0.95rem' },
            fontWeight: 500,
            whiteSpace: 'nowrap',
            color: 'text.secondary',
            transition: 'background-color 150ms, color 150ms',
            '&:hover': { bgcolor: 'action.hover', color: 'text.primary' },
            '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText' },
            '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            '& .panel-nav-icon': { display: { xs: 'none', md: 'inline-block' } },
          }}
        >
          <Icon className="panel-nav-icon" fontSize="small" aria-hidden="true" />
          {label}
        </ButtonBase>
      ))}
    </Box>
  );
};
