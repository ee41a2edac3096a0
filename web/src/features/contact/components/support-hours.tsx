import CallOutlined from '@mui/icons-material/CallOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { brand } from '@/config/brand';
import { IconBadge } from '@/components/icon-badge';

const hours = [
  { days: 'Monday to Friday', time: '9:00 am – 8:00 pm ET', note: 'Phone, chat and messages' },
  { days: 'Saturday and Sunday', time: '10:00 am – 4:00 pm ET', note: 'Chat and messages only' },
] as const;

const phones = [
  { label: 'Customer care', number: brand.phone },
  { label: 'Orders and deliveries', number: '+1 (416) 555-0178' },
  { label: 'Toll-free (Canada & US)', number: '+1 (800) 555-0193' },
] as const;

const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** When the care team answers, and sample numbers to call. */
export const SupportHours = () => (
  <Card component="section" aria-labelledby="support-hours-title" sx={{ p: { xs: 3, md: 4 }, display: 'grid', gap: 3 }}>
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      <IconBadge size={44}>
        <ScheduleOutlined fontSize="small" />
      </IconBadge>
      <Typography id="support-hours-title" variant="h5" component="h2">
        Support hours
      </Typography>
    </Box>
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
      {hours.map(({ days, time, note }) => (
        <Box key={days}>
          <Typography component="dt" sx={{ fontWeight: 500 }}>
            {days}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {time}
          </Typography>
          <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
            {note}
          </Typography>
        </Box>
      ))}
    </Box>
    <Divider />
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      <IconBadge size={44}>
        <CallOutlined fontSize="small" />
      </IconBadge>
      <Typography variant="h5" component="h2">
        Call us
      </Typography>
    </Box>
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {phones.map(({ label, number }) => (
        <Box component="li" key={label} sx={{ display: 'grid' }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Link
            href={telHref(number)}
            underline="hover"
            sx={{ fontWeight: 500, fontSize: '1.05rem', width: 'fit-content' }}
          >
            {number}
          </Link>
        </Box>
      ))}
    </Box>
  </Card>
);
