import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router-dom';

interface RowActionsProps {
  name: string;
  editHref: string;
  locked: boolean;
  busy: boolean;
  onDelete: () => void;
}

/** The delete button of a row, named after its record ("Delete category Body Care"). */
export const DeleteAction = ({
  name,
  disabled,
  onDelete,
}: {
  name: string;
  disabled: boolean;
  onDelete: () => void;
}) => (
  <IconButton onClick={onDelete} disabled={disabled} aria-label={`Delete ${name}`} color="error" size="small">
    <DeleteOutlineRounded fontSize="small" />
  </IconButton>
);

/** The Operation cell: delete and edit, both disabled for a locked row. */
export const RowActions = ({ name, editHref, locked, busy, onDelete }: RowActionsProps) => (
  <Box sx={{ display: 'flex', gap: 0.5 }}>
    <DeleteAction name={name} disabled={locked || busy} onDelete={onDelete} />
    {locked ? (
      <IconButton disabled aria-label={`Edit ${name}`} size="small">
        <EditOutlined fontSize="small" />
      </IconButton>
    ) : (
      <IconButton component={RouterLink} to={editHref} aria-label={`Edit ${name}`} color="primary" size="small">
        <EditOutlined fontSize="small" />
      </IconButton>
    )}
  </Box>
);
