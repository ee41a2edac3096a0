import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router-dom';

/** The Operation cell of a read-only resource: a link to the record's view. */
export const ViewAction = ({ name, href }: { name: string; href: string }) => (
  <IconButton component={RouterLink} to={href} aria-label={`View ${name}`} color="primary" size="small">
    <VisibilityOutlined fontSize="small" />
  </IconButton>
);
