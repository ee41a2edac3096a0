import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SkinAnswers } from '@shop/contract';
import type { FormEvent, ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useHydrated } from '@/hooks/use-hydrated';
import { skinAnalysisHref } from '@/lib/skin-profile';
import type { QuestionId } from '../lib/questions';
import { QUESTION_COUNT, QUESTIONS } from '../lib/questions';
import { answerParams, currentChoice, previousParams } from '../lib/wizard';
import { ChoiceList } from './choice-list';

interface QuestionFormProps {
  question: QuestionId;
  answers: Partial<SkinAnswers>;
  /** Move focus to the question when it replaced another one on screen. */
  focusOnShow: boolean;
}

/**
 * Next (or "See my routine"), disabled until the page is interactive and a choice is made. A leaf of its
 * own: the hydration state it waits for changes as the page becomes interactive, and a subscription
 * higher up would render the whole question again then.
 */
const SubmitAnswer = ({ ready, children }: { ready: boolean; children: ReactNode }) => {
  const hydrated = useHydrated();
  return (
    <Button type="submit" variant="contained" size="large" disabled={!hydrated || !ready}>
      {children}
    </Button>
  );
};

/** One question: its progress, its choices, Back and Next. Each answer goes into the URL (back button, reload). */
export const QuestionForm = ({ question, answers, focusOnShow }: QuestionFormProps) => {
  const { number, title, hint, kind, max, choices } = QUESTIONS[question];
  const [chosen, setChosen] = useState(() => currentChoice(question, answers));
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previous = previousParams(question, answers);
  const last = question === 'price';
  const ready = kind === 'multi' || chosen.length > 0;

  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    void navigate(skinAnalysisHref(answerParams(question, chosen, answers)));
  };

  const hintId = `${question}-hint`;
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="overline" color="primary" component="p">
          Question {number} of {QUESTION_COUNT}
        </Typography>
        <Box aria-hidden="true" sx={{ height: 4, borderRadius: 2, bgcolor: 'divider', overflow: 'hidden' }}>
          <Box sx={{ height: 1, width: `${(number / QUESTION_COUNT) * 100}%`, bgcolor: 'primary.main' }} />
        </Box>
      </Box>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 2.5 }}>
        <Box component="legend" sx={{ p: 0, mb: 1 }}>
          <Typography ref={headingRef} tabIndex={-1} variant="h3" component="h1" sx={{ outline: 'none' }}>
            {title}
          </Typography>
        </Box>
        <Typography id={hintId} color="text.secondary" sx={{ mt: -0.5 }}>
          {hint}
        </Typography>
        <ChoiceList
          name={question}
          kind={kind}
          choices={choices}
          chosen={chosen}
          max={max}
          describedBy={hintId}
          onChange={setChosen}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        {previous ? (
          <Button component={RouterLink} to={skinAnalysisHref(previous)} variant="outlined" size="large">
            Back
          </Button>
        ) : (
          <span />
        )}
        <SubmitAnswer ready={ready}>{last ? 'See my routine' : 'Next'}</SubmitAnswer>
      </Box>
    </Box>
  );
};
