import type { BlogSummary } from '@shop/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '@/utils/format-date';

export const BlogSlideCard = ({ blog }: { blog: BlogSummary }) => {
  const [subject, author] = blog.details;
  return (
    <Box
      component={RouterLink}
      to={paths.blog.getHref(blog._id)}
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        overflow: 'hidden',
        borderRadius: 4,
        textDecoration: 'none',
        color: 'text.primary',
        bgcolor: 'background.paper',
        border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
        transition: 'box-shadow 250ms ease, transform 250ms ease',
        '&:hover': { boxShadow: 4, transform: 'translateY(-2px)' },
        '&:hover .slide-title': { color: 'primary.main' },
        '&:focus-visible': { outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: -3 },
      })}
    >
      <Box
        component="img"
        src={blog.image}
        alt=""
        width={1200}
        height={800}
        loading="lazy"
        decoding="async"
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: '3 / 2',
          objectFit: 'cover',
          bgcolor: 'background.placeholder',
        }}
      />
      <Box sx={{ display: 'grid', gap: 1, p: { xs: 2.25, md: 3 }, alignContent: 'start', flex: 1 }}>
        <Typography variant="overline" color="primary" sx={{ lineHeight: 1.5 }}>
          {subject}
        </Typography>
        <Typography className="slide-title" variant="h5" component="h3" sx={{ transition: 'color 200ms' }}>
          {blog.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 'auto', pt: 1 }}>
          {author} · <time dateTime={blog.updatedAt}>{formatDate(blog.updatedAt, 'UTC')}</time>
        </Typography>
      </Box>
    </Box>
  );
};
