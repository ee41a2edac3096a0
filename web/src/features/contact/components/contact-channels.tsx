import ForumOutlined from '@mui/icons-material/ForumOutlined';
import PhoneInTalkOutlined from '@mui/icons-material/PhoneInTalkOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { IconBadge } from '@/components/icon-badge';

const channels = [
  {
    title: 'Chat Online',
    text: 'A beauty advisor answers in a few minutes, from routines to shade matching.',
    action: 'Start a chat',
    Icon: ForumOutlined,
  },
  {
    title: 'Call Us',
    text: 'Questions about an order, a delivery or a return? Talk to our care team.',
    action: 'Call the care team',
    Icon: PhoneInTalkOutlined,
  },
  {
    title: 'Instant Message',
    text: 'Send us a quick note from your phone and carry on with your day.',
    action: 'Send a message',
    Icon: SmsOutlined,
  },
] as const;

/** The three ways to reach the care team (a demo: their buttons do nothing). */
export const ContactChannels = () => (
  <Box
    component="ul"
    aria-label="Ways to reach us"
    sx={{
      listStyle: 'none',
      m: 0,
      p: 0,
      display: 'grid',
      gap: { xs: 2, md: 3 },
      gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
    }}
  >
    {channels.map(({ title, text, action, Icon }) => (
      <Card
        component="li"
        key={title}
        sx={{
          p: { xs: 2.5, md: 3.5 },
          display: 'flex',
          flexDirection: { xs: 'row', md: 'column' },
          gap: 2,
          alignItems: 'flex-start',
        }}
      >
        <IconBadge>
          <Icon />
        </IconBadge>
        <Box sx={{ display: 'grid', gap: 0.75, flex: 1, justifyItems: 'start' }}>
          <Typography variant="h5" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
          <Button
            type="button"
            variant="text"
            sx={{ px: 0, mt: { xs: 0.5, md: 1.5 }, minHeight: 36, '&:hover': { bgcolor: 'transparent' } }}
          >
            {action}
          </Button>
        </Box>
      </Card>
    ))}
  </Box>
);
