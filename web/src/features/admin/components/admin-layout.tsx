import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import type { AnyAdminResource } from '../lib/resource';
import { AdminHeader } from './admin-header';
import { AdminSidebar } from './admin-sidebar';

const SIDEBAR_WIDTH = 248;

/** The admin area's own frame: a sidebar (a drawer below md), the admin header and the screen. */
export const AdminLayout = ({ resources }: { resources: AnyAdminResource[] }) => {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <Box
        component="aside"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: SIDEBAR_WIDTH,
          flexShrink: 0,
          borderRight: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Box sx={{ position: 'sticky', top: 0 }}>
          <AdminSidebar resources={resources} />
        </Box>
      </Box>
      <Drawer
        id="admin-menu"
        open={menuOpen}
        onClose={closeMenu}
        sx={{ display: { md: 'none' } }}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}
      >
        <AdminSidebar resources={resources} onNavigate={closeMenu} />
      </Drawer>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AdminHeader menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ flex: 1, outline: 'none', p: { xs: 2, sm: 3, md: 4 }, maxWidth: 1100, width: '100%' }}
        >
          <Outlet />
        </Box>
      </Box>
      <ScrollRestoration />
    </Box>
  );
};
