import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { ANSWER_SCALE, type Language } from '@fabrion/shared';

interface AnswerScaleProps {
  questionId: number;
  value: number | undefined;
  language: Language;
  labelledBy: string;
  onChange: (score: number) => void;
}

/**
 * The five answers as large tiles of one radio group: arrow keys move and choose (the browser's
 * own radio behaviour), 1–5 choose directly. The chosen (or first) answer takes the focus when a
 * question appears, so the keyboard works at once.
 */
export function AnswerScale({
  questionId,
  value,
  language,
  labelledBy,
  onChange,
}: AnswerScaleProps) {
  const group = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const inputs = group.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    const target = [...(inputs ?? [])].find((input) => input.checked) ?? inputs?.[0];
    target?.focus({ preventScroll: true });
  }, [questionId]);

  return (
    <RadioGroup
      ref={group}
      name={`question-${questionId}`}
      aria-labelledby={labelledBy}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{
        display: 'grid',
        gap: 1.25,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(5, 1fr)' },
      }}
    >
      {ANSWER_SCALE.map(({ value: score, label }) => {
        const selected = value === score;
        return (
          <FormControlLabel
            key={score}
            value={String(score)}
            control={<Radio size="small" />}
            label={
              <>
                <Typography
                  component="span"
                  aria-hidden
                  sx={{ fontWeight: 800, fontSize: { xs: '1rem', md: '1.5rem' }, lineHeight: 1 }}
                >
                  {score}
                </Typography>
                <Typography component="span" sx={{ fontWeight: 600, fontSize: '0.95rem' }}>
                  {label[language]}
                </Typography>
              </>
            }
            sx={{
              m: 0,
              px: 1.5,
              py: { xs: 1.25, md: 2 },
              gap: 1,
              borderRadius: 2,
              border: 2,
              borderColor: selected ? 'primary.main' : 'divider',
              bgcolor: selected ? 'rgba(11, 60, 93, 0.06)' : 'background.paper',
              transition: 'border-color 120ms, background-color 120ms',
              '&:hover': { borderColor: 'primary.light' },
              '&:has(input:focus-visible)': {
                outline: '3px solid',
                outlineColor: 'secondary.main',
              },
              flexDirection: { xs: 'row', md: 'column' },
              alignItems: 'center',
              '& .MuiFormControlLabel-label': {
                display: 'flex',
                flexDirection: { xs: 'row', md: 'column' },
                alignItems: 'center',
                gap: { xs: 1.25, md: 0.75 },
                textAlign: 'center',
              },
            }}
          />
        );
      })}
    </RadioGroup>
  );
}
