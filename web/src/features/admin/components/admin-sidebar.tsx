import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ComponentType } from 'react';
import { NavLink } from 'react-router-dom';
import { BrandMark } from '@/components/brand-mark';
import { paths } from '@/config/paths';
import { adminHrefs } from '../lib/admin-hrefs';
import type { AnyAdminResource } from '../lib/resource';

interface MenuEntryProps {
  to: string;
  label: string;
  icon: ComponentType;
  end?: boolean;
  onNavigate?: () => void;
}

const MenuEntry = ({ to, label, icon: Icon, end, onNavigate }: MenuEntryProps) => (
  <ListItem disablePadding>
    <ListItemButton
      component={NavLink}
      to={to}
      end={end}
      onClick={onNavigate}
      sx={{
        borderRadius: 2,
        mb: 0.5,
        '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 },
        '&.active .MuiListItemIcon-root': { color: 'primary.main' },
      }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Icon />
      </ListItemIcon>
      <ListItemText primary={label} />
    </ListItemButton>
  </ListItem>
);

interface AdminSidebarProps {
  resources: AnyAdminResource[];
  onNavigate?: () => void;
}

/** The admin menu: the welcome screen and one entry per resource the signed-in admin may manage. */
export const AdminSidebar = ({ resources, onNavigate }: AdminSidebarProps) => (
  <Box component="nav" aria-label="Admin menu" sx={{ p: 2, display: 'grid', gap: 2, alignContent: 'start' }}>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1, py: 1 }}>
      <BrandMark size={32} />
      <Box component="span" sx={{ fontFamily: 'h1.fontFamily', fontSize: '1.3rem' }}>
        Admin Panel
      </Box>
    </Box>
    <List disablePadding>
      <MenuEntry
        to={paths.admin.root.getHref()}
        label="Dashboard"
        icon={DashboardOutlined}
        end
        onNavigate={onNavigate}
      />
      {resources.map((resource) => (
        <MenuEntry
          key={resource.name}
          to={adminHrefs(resource).list()}
          label={resource.label}
          icon={resource.icon}
          onNavigate={onNavigate}
        />
      ))}
    </List>
  </Box>
);
