import Box from '@mui/material/Box';
import { NavLink } from 'react-router-dom';
import { menuOnlyItems, navItems } from './nav-items';

interface HeaderNavProps {
  layout: 'bar' | 'panel';
  onNavigate?: () => void;
}

export const HeaderNav = ({ layout, onNavigate }: HeaderNavProps) => (
  <Box component="nav" aria-label="Main">
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexDirection: layout === 'bar' ? 'row' : 'column',
        gap: layout === 'bar' ? { md: 2.5, lg: 4 } : 0,
      }}
    >
      {(layout === 'panel' ? [...navItems, ...menuOnlyItems] : navItems).map((item) => (
        <li key={item.to}>
          <Box
            component={NavLink}
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            sx={[
              {
                position: 'relative',
                display: 'flex',
                alignItems: 'center',
                color: 'text.primary',
                textDecoration: 'none',
                fontWeight: 500,
                letterSpacing: '0.04em',
                whiteSpace: 'nowrap',
                borderRadius: 0.5,
                transition: 'color 160ms ease',
                '&:hover': { color: 'primary.main' },
                '&.active': { color: 'primary.main' },
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 4 },
              },
              layout === 'bar'
                ? {
                    py: 1,
                    fontSize: '0.95rem',
                    '&::after': {
                      content: '""',
                      position: 'absolute',
                      left: 0,
                      right: 0,
                      bottom: 2,
                      height: '1px',
                      bgcolor: 'currentColor',
                      transform: 'scaleX(0)',
                      transformOrigin: 'left',
                      transition: 'transform 220ms ease',
                    },
                    '&:hover::after, &.active::after': { transform: 'scaleX(1)' },
                  }
                : {
                    py: 1.75,
                    px: 0.5,
                    fontFamily: 'h1.fontFamily',
                    fontSize: '1.35rem',
                    letterSpacing: '0.01em',
                    borderBottom: '1px solid',
                    borderColor: 'divider',
                  },
            ]}
          >
            {item.label}
          </Box>
        </li>
      ))}
    </Box>
  </Box>
);
