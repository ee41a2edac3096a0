import FaceRetouchingNaturalOutlined from '@mui/icons-material/FaceRetouchingNaturalOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { describeSkinAnswers, type SkinAnswers } from '@shop/contract';
import { paths } from '@/config/paths';
import type { ApiResult } from '@/lib/api-client';
import { useLoaderResult, type LoaderResult } from '@/lib/route-data';
import { skinRoutineHref } from '@/lib/skin-profile';
import { SummaryCard } from './summary-card';

/** The customer's saved skin profile in a few words (the dashboard loader's answer), with a link to their routine. */
export const SkinProfileCard = ({ answer }: { answer: LoaderResult<ApiResult<SkinAnswers | null>> }) => {
  const { state, retry } = useLoaderResult(answer);
  // A customer who never saved one gets an empty body, which counts as an error with status 200.
  const profile = state.status === 'success' ? state.data : null;
  const none = state.status === 'error' && state.code === 200;
  return (
    <SummaryCard
      icon={<FaceRetouchingNaturalOutlined />}
      title="Your skin profile"
      link={
        profile
          ? { label: 'See my routine', to: skinRoutineHref(profile) }
          : { label: 'Take the skin analysis', to: paths.skinAnalysis.getHref() }
      }
    >
      {state.status === 'loading' && (
        <Box role="status" aria-label="Loading your skin profile">
          <Skeleton width="70%" />
          <Skeleton width="50%" />
        </Box>
      )}
      {profile && <Typography>{describeSkinAnswers(profile).join(' · ')}</Typography>}
      {none && (
        <Typography color="text.secondary">
          No skin profile yet: a few questions give you a routine made for your skin.
        </Typography>
      )}
      {state.status === 'error' && !none && (
        <Box role="alert" sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
          <Typography color="error">{state.message}</Typography>
          <Button size="small" onClick={retry}>
            Try again
          </Button>
        </Box>
      )}
    </SummaryCard>
  );
};
