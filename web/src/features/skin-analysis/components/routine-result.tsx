import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SkinAnalysisBody, SkinAnswers } from '@shop/contract';
import { describeSkinAnswers } from '@shop/contract';
import { Link as RouterLink } from 'react-router-dom';
import type { ApiResult } from '@/lib/api-client';
import type { LoaderResult } from '@/lib/route-data';
import { useLoaderResult } from '@/lib/route-data';
import { skinAnalysisHref } from '@/lib/skin-profile';
import { changeAnswersParams } from '../lib/wizard';
import { RoutineActions } from './routine-actions';
import { RoutineStepCard } from './routine-step-card';

/** The result: the answers in short, the routine step by step, its total and what can be done with it. */
interface RoutineResultProps {
  answers: SkinAnswers;
  /** The routine for the answers (the route's loader asked for it; the server renders it). */
  routine: LoaderResult<ApiResult<SkinAnalysisBody>>;
}

export const RoutineResult = ({ answers, routine }: RoutineResultProps) => {
  const { state, retry } = useLoaderResult(routine);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="overline" color="primary" component="p">
          Your skin analysis
        </Typography>
        <Typography variant="h2" component="h1">
          Your routine
        </Typography>
        <Box
          component="ul"
          aria-label="Your answers"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {describeSkinAnswers(answers).map((answer) => (
            <Typography
              component="li"
              variant="body2"
              key={answer}
              sx={{ px: 1.5, py: 0.5, borderRadius: 99, border: 1, borderColor: 'divider' }}
            >
              {answer}
            </Typography>
          ))}
        </Box>
        <Button
          component={RouterLink}
          to={skinAnalysisHref(changeAnswersParams(answers))}
          sx={{ justifySelf: 'start' }}
        >
          Change my answers
        </Button>
      </Box>
      {state.status === 'loading' && (
        <Typography role="status" color="text.secondary" sx={{ py: 6 }}>
          Building your routine…
        </Typography>
      )}
      {state.status === 'error' && (
        <Box role="alert" sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
          <Typography color="error">{state.message}</Typography>
          <Button variant="outlined" onClick={retry}>
            Try again
          </Button>
        </Box>
      )}
      {state.status === 'success' && (
        <>
          <Box
            component="ol"
            aria-label="Routine steps"
            sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}
          >
            {state.data.routine.steps.map((result, index) => (
              <RoutineStepCard key={result.step} result={result} index={index} />
            ))}
          </Box>
          <RoutineActions routine={state.data.routine} answers={state.data.answers} />
        </>
      )}
    </Box>
  );
};
