import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import type { BlogSummary } from '@shop/contract';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { BlogSlideCard } from './blog-slide-card';

const GAP = 24;
/** 3 per view, 2 below 600 px, 1 below 480 px (swiper's breakpoints are minimum widths). */
const BREAKPOINTS = { 480: { slidesPerView: 2 }, 600: { slidesPerView: 3 } };

const controlSx = { border: 1, borderColor: 'divider', bgcolor: 'background.paper' } as const;

export const BlogSlider = ({ blogs }: { blogs: BlogSummary[] }) => {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(true);

  const togglePlaying = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <Box
        sx={{
          minWidth: 0,
          // Before swiper measures, slides already take their final width: no shift when it starts.
          '& .swiper-slide': {
            height: 'auto',
            width: '100%',
            '@media (min-width: 480px)': { width: `calc((100% - ${GAP}px) / 2)` },
            '@media (min-width: 600px)': { width: `calc((100% - ${2 * GAP}px) / 3)` },
          },
          '& .swiper-slide:not(:last-of-type)': { mr: `${GAP}px` },
        }}
      >
        <Swiper
          modules={[A11y, Autoplay]}
          onSwiper={setSwiper}
          slidesPerView={1}
          spaceBetween={GAP}
          breakpoints={BREAKPOINTS}
          rewind
          autoplay={{ delay: 4500, disableOnInteraction: false, pauseOnMouseEnter: true }}
          a11y={{
            containerRoleDescriptionMessage: 'carousel',
            slideRole: 'group',
            itemRoleDescriptionMessage: 'slide',
          }}
        >
          {blogs.map((blog) => (
            <SwiperSlide key={blog._id}>
              <BlogSlideCard blog={blog} />
            </SwiperSlide>
          ))}
        </Swiper>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1.5 }}>
        <IconButton aria-label="Previous posts" onClick={() => swiper?.slidePrev()} sx={controlSx}>
          <ChevronLeftRounded />
        </IconButton>
        <IconButton
          aria-label={playing ? 'Pause the carousel' : 'Play the carousel'}
          onClick={togglePlaying}
          sx={controlSx}
        >
          {playing ? <PauseRounded /> : <PlayArrowRounded />}
        </IconButton>
        <IconButton aria-label="Next posts" onClick={() => swiper?.slideNext()} sx={controlSx}>
          <ChevronRightRounded />
        </IconButton>
      </Box>
    </Box>
  );
};
