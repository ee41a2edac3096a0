import Container from '@mui/material/Container';
import { useMemo, useState } from 'react';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { DocumentTitle } from '@/components/document-title';
import { QuestionForm } from '../components/question-form';
import { RoutineResult } from '../components/routine-result';
import { QUESTIONS } from '../lib/questions';
import { wizardView } from '../lib/wizard';
import type { skinAnalysisLoader } from './skin-analysis-loader';

/** The virtual skincare analysis: one question at a time, then the routine; everything lives in the URL. */
export const SkinAnalysisRoute = () => {
  const [searchParams] = useSearchParams();
  const view = useMemo(() => wizardView(searchParams), [searchParams]);
  // Asked for by the loader whenever the URL holds every answer, as the view's result does.
  const { routine } = useLoaderData<typeof skinAnalysisLoader>();
  // The first screen keeps the page's focus; a question that replaces another one takes it.
  const [firstScreen] = useState(() => searchParams.toString());
  const moved = firstScreen !== searchParams.toString();

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      {view.kind === 'question' ? (
        <>
          <DocumentTitle title={`Skin analysis: ${QUESTIONS[view.question].title}`} />
          <QuestionForm key={view.question} question={view.question} answers={view.answers} focusOnShow={moved} />
        </>
      ) : (
        <>
          <DocumentTitle title="Your skincare routine" />
          {routine && <RoutineResult answers={view.answers} routine={routine} />}
        </>
      )}
    </Container>
  );
};

/** What the router's lazy route takes. */
export { SkinAnalysisRoute as Component };

/** The route's loader and when it runs again (what the router's lazy route takes beside the screen). */
export { skinAnalysisLoader as loader, skinAnalysisShouldRevalidate as shouldRevalidate } from './skin-analysis-loader';
