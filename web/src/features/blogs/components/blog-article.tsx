import WestRounded from '@mui/icons-material/WestRounded';
import type { Blog } from '@shop/contract';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '@/utils/format-date';
import { blogAuthor, blogSubject } from '../lib/blog-format';

const Meta = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: 'grid', gap: 0.25 }}>
    <Typography
      component="dt"
      variant="caption"
      color="text.secondary"
      sx={{ textTransform: 'uppercase', letterSpacing: '0.16em' }}
    >
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
      {children}
    </Typography>
  </Box>
);

export const BlogArticle = ({ blog }: { blog: Blog }) => (
  <Box component="article" aria-labelledby="blog-title" sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
    <Breadcrumbs aria-label="Breadcrumb">
      <Link component={RouterLink} to={paths.blogs.getHref()} underline="hover" color="text.secondary">
        Blogs
      </Link>
      <Typography color="text.primary" aria-current="page" sx={{ maxWidth: { xs: 200, sm: 'none' } }} noWrap>
        {blog.title}
      </Typography>
    </Breadcrumbs>
    <Box component="header" sx={{ display: 'grid', gap: 2, maxWidth: 820 }}>
      <Box>
        <Chip label={blogSubject(blog.details)} color="primary" variant="outlined" size="small" />
      </Box>
      <Typography id="blog-title" variant="h2" component="h1">
        {blog.title}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', gap: { xs: 3, sm: 5 } }}>
        <Meta label="Author">{blogAuthor(blog.details)}</Meta>
        <Meta label="Subject">{blogSubject(blog.details)}</Meta>
        <Meta label="Updated">
          <time dateTime={blog.updatedAt}>{formatDate(blog.updatedAt, 'UTC')}</time>
        </Meta>
      </Box>
    </Box>
    <Box
      sx={{
        overflow: 'hidden',
        borderRadius: { xs: 4, md: 6 },
        bgcolor: 'background.placeholder',
        aspectRatio: { xs: '3 / 2', md: '2 / 1' },
      }}
    >
      <Box
        component="img"
        src={blog.image}
        alt=""
        width={1200}
        height={800}
        fetchPriority="high"
        sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Box>
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, maxWidth: 760, mx: 'auto', width: '100%' }}>
      <Typography
        sx={{
          fontSize: { xs: '1.08rem', md: '1.18rem' },
          lineHeight: 1.8,
          '&::first-letter': {
            fontFamily: 'h1.fontFamily',
            float: 'left',
            fontSize: '3.6em',
            lineHeight: 0.9,
            pr: 1,
            pt: 0.5,
            color: 'primary.main',
          },
        }}
      >
        {blog.description}
      </Typography>
      {blog.items.length > 0 && (
        <Box component="ol" aria-label="Key points" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
          {blog.items.map((item, index) => (
            <Box
              component="li"
              key={`${index}-${item.titleItem}`}
              sx={(theme) => ({
                display: 'grid',
                // A fixed column for the numbers keeps every title on the same line.
                gridTemplateColumns: '2.5rem minmax(0, 1fr)',
                gap: 2,
                p: { xs: 2.5, md: 3 },
                borderRadius: 3,
                bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.05),
                border: `1px solid ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.12)}`,
              })}
            >
              <Typography
                aria-hidden="true"
                sx={{ fontFamily: 'h1.fontFamily', fontSize: '1.8rem', lineHeight: 1, color: 'primary.main' }}
              >
                {String(index + 1).padStart(2, '0')}
              </Typography>
              <Box sx={{ display: 'grid', gap: 0.75 }}>
                <Typography variant="h5" component="h2">
                  {item.titleItem}
                </Typography>
                <Typography color="text.secondary">{item.descItem}</Typography>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <Box sx={{ pt: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button component={RouterLink} to={paths.blogs.getHref()} startIcon={<WestRounded />}>
          Back to all blogs
        </Button>
      </Box>
    </Box>
  </Box>
);
