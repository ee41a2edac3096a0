import type { BlogSummary } from '@shop/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { pictureLoading } from '@/lib/picture-loading';
import { formatDate } from '@/utils/format-date';
import { blogAuthor, blogPreview } from '../lib/blog-format';

export const BlogCard = ({ blog, eager = false }: { blog: BlogSummary; eager?: boolean }) => (
  <Box
    component="article"
    sx={(theme) => ({
      position: 'relative',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      overflow: 'hidden',
      borderRadius: 4,
      bgcolor: 'background.paper',
      border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
      transition: 'box-shadow 250ms ease, transform 250ms ease',
      '&:hover': { boxShadow: 4, transform: 'translateY(-2px)' },
      '&:hover img': { transform: 'scale(1.03)' },
      '&:hover .card-title a, & .card-title a:focus-visible': { color: 'primary.main' },
      '&:has(a:focus-visible)': {
        outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`,
        outlineOffset: 2,
      },
    })}
  >
    <Box sx={{ overflow: 'hidden', aspectRatio: '3 / 2', bgcolor: 'background.placeholder' }}>
      <Box
        component="img"
        src={blog.image}
        alt=""
        width={1200}
        height={800}
        {...pictureLoading(eager)}
        sx={{
          display: 'block',
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          transition: 'transform 600ms cubic-bezier(.2,.7,.2,1)',
        }}
      />
    </Box>
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, p: { xs: 2.5, md: 3 }, flex: 1 }}>
      <Typography variant="caption" color="primary" sx={{ fontWeight: 500, letterSpacing: '0.08em' }}>
        #{blog.slug}
      </Typography>
      <Typography className="card-title" variant="h5" component="h2">
        <Box
          component={RouterLink}
          to={paths.blog.getHref(blog._id)}
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            outline: 'none',
            transition: 'color 200ms',
            // The whole card is the link's target area.
            '&::after': { content: '""', position: 'absolute', inset: 0 },
          }}
        >
          {blog.title}
        </Box>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {blogPreview(blog.description)}
      </Typography>
      <Box
        sx={{
          mt: 'auto',
          pt: 1.5,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          gap: 1,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {blogAuthor(blog.details)}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="time" dateTime={blog.updatedAt}>
          {formatDate(blog.updatedAt, 'UTC')}
        </Typography>
      </Box>
    </Box>
  </Box>
);
