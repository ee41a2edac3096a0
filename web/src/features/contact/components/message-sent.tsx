import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

interface MessageSentProps {
  message: string;
  onNewForm: () => void;
}

/** After a successful send: the server's message and a way to write another one. */
export const MessageSent = ({ message, onNewForm }: MessageSentProps) => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);

  return (
    <Box
      ref={ref}
      tabIndex={-1}
      role="status"
      sx={{
        display: 'grid',
        justifyItems: 'center',
        textAlign: 'center',
        gap: 2,
        py: { xs: 4, md: 8 },
        outline: 0,
        scrollMarginTop: 128,
      }}
    >
      <Box
        sx={(theme) => ({
          width: 72,
          height: 72,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'success.main',
          bgcolor: theme.alpha((theme.vars ?? theme).palette.success.main, 0.12),
        })}
      >
        <MarkEmailReadOutlined fontSize="large" aria-hidden="true" />
      </Box>
      <Typography variant="h5" component="p">
        Thank you for writing to us
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        {message}
      </Typography>
      <Button variant="outlined" onClick={onNewForm} sx={{ mt: 1 }}>
        New Form
      </Button>
    </Box>
  );
};
