import ExpandMore from '@mui/icons-material/ExpandMore';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { MasterclassCourse } from '@fabrion/shared';
import { useMasterclassText } from '../lib/use-masterclass-text';

interface CourseContentProps {
  course: MasterclassCourse;
  sectionId: string | null;
  lessonId: string | null;
  completed: ReadonlySet<string>;
  percent: number;
  onSelectSection: (sectionId: string) => void;
  onSelectLesson: (lessonId: string) => void;
  onToggleComplete: (lessonId: string, completed: boolean) => void;
}

/** The course accordion: sections, their lessons with a completion check, the course percent. */
export function CourseContent(props: CourseContentProps) {
  const { course, sectionId, lessonId, completed, percent } = props;
  const { t } = useMasterclassText();
  // The selected section's panel may be folded away without leaving the lesson.
  const [folded, setFolded] = useState(false);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="course-content-heading">
      <Box sx={{ p: 2 }}>
        <Typography id="course-content-heading" variant="h6" component="h2">
          {t('content.title')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1 }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={t('content.progressLabel', { percent })}
            sx={{ flex: 1, height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ minWidth: 96 }}>
            {t('content.percent', { percent })}
          </Typography>
        </Box>
      </Box>
      {course.sections.map((section, index) => {
        const done = section.lessons.filter((lesson) => completed.has(lesson.id)).length;
        return (
          <Accordion
            key={section.id}
            disableGutters
            square
            elevation={0}
            expanded={section.id === sectionId && !folded}
            onChange={() => {
              if (section.id === sectionId) return setFolded(!folded);
              setFolded(false);
              props.onSelectSection(section.id);
            }}
            sx={{ borderTop: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
          >
            <AccordionSummary expandIcon={<ExpandMore />} id={`section-${section.id}`}>
              <Box>
                <Typography sx={{ fontWeight: 600 }}>
                  {index + 1}. {section.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('content.lessonsDone', { done, count: section.lessons.length })}
                </Typography>
              </Box>
            </AccordionSummary>
            <AccordionDetails sx={{ p: 0 }}>
              <List dense disablePadding aria-label={section.title}>
                {section.lessons.map((lesson) => {
                  const isDone = completed.has(lesson.id);
                  return (
                    <ListItem
                      key={lesson.id}
                      disablePadding
                      secondaryAction={
                        <Checkbox
                          edge="end"
                          checked={isDone}
                          onChange={(event) =>
                            props.onToggleComplete(lesson.id, event.target.checked)
                          }
                          slotProps={{
                            input: {
                              'aria-label': t('content.completedLabel', { title: lesson.title }),
                            },
                          }}
                        />
                      }
                    >
                      <ListItemButton
                        selected={lesson.id === lessonId}
                        aria-current={lesson.id === lessonId ? 'true' : undefined}
                        onClick={() => props.onSelectLesson(lesson.id)}
                        sx={{ pr: 7 }}
                      >
                        <PlayCircleOutline
                          fontSize="small"
                          color={lesson.id === lessonId ? 'primary' : 'action'}
                          sx={{ mr: 1.5 }}
                          aria-hidden
                        />
                        <ListItemText primary={lesson.title} secondary={lesson.duration} />
                      </ListItemButton>
                    </ListItem>
                  );
                })}
              </List>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Paper>
  );
}
