import Send from '@mui/icons-material/Send';
import SmartToy from '@mui/icons-material/SmartToy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { isLanguage, TUTOR_LIMITS, type MasterclassLesson } from '@fabrion/shared';
import { askTutor } from '../lib/ask-tutor';
import { conversationHistory, isNearBottom, type ChatMessage } from '../lib/chat-history';
import { useTutorText } from '../lib/use-tutor-text';

interface TutorChatProps {
  lesson: MasterclassLesson;
  onSelectLesson: (lessonId: string) => void;
}

let counter = 0;
const newId = () => `m${Date.now().toString(36)}${(counter += 1)}`;

/** The greeting and failures are shown in the page's language at render time (a switch follows). */
const GREETING_ID = 'greeting';
const greeting = (): ChatMessage => ({
  id: GREETING_ID,
  text: '',
  isUser: false,
  timestamp: Date.now(),
});

/**
 * The AI tutor chat (spec §4): one greeting, blank messages not sent, the answer shown as it
 * streams with links to the lessons it cites, and the spec's message on any failure. The tutor
 * answers in the page's language. After a message it scrolls to the bottom only when the member
 * was near the bottom.
 */
export function TutorChat({ lesson, onSelectLesson }: TutorChatProps) {
  const { t, language } = useTutorText();
  const [messages, setMessages] = useState<ChatMessage[]>(() => [greeting()]);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const log = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  useLayoutEffect(() => {
    const element = log.current;
    if (element && stickToBottom.current) element.scrollTop = element.scrollHeight;
  }, [messages]);

  const messageText = (message: ChatMessage) => {
    if (message.id === GREETING_ID) return t('greeting');
    if (message.failed) return t('failure');
    return message.text || (message.pending ? t('thinking') : '');
  };

  const update = (id: string, change: Partial<ChatMessage>) =>
    setMessages((all) => all.map((m) => (m.id === id ? { ...m, ...change } : m)));

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const text = draft.trim();
    if (!text || busy) return;
    stickToBottom.current = log.current ? isNearBottom(log.current) : true;
    const history = conversationHistory(messages);
    const question: ChatMessage = { id: newId(), text, isUser: true, timestamp: Date.now() };
    const answerId = newId();
    setMessages((all) => [
      ...all,
      question,
      { id: answerId, text: '', isUser: false, timestamp: Date.now(), pending: true },
    ]);
    setDraft('');
    setBusy(true);
    abort.current = new AbortController();
    try {
      const answer = await askTutor(
        {
          message: text,
          currentLesson: lesson.id,
          conversationHistory: history,
          ...(isLanguage(language) ? { language } : {}),
        },
        (soFar) => update(answerId, { text: soFar }),
        abort.current.signal,
      );
      update(answerId, { text: answer.response, citations: answer.citations, pending: false });
    } catch {
      if (abort.current?.signal.aborted) return;
      update(answerId, { text: '', pending: false, failed: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="tutor-heading">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <SmartToy color="primary" aria-hidden />
        <Typography id="tutor-heading" variant="h6" component="h2">
          {t('title')}
        </Typography>
      </Box>
      <Box
        ref={log}
        role="log"
        aria-live="polite"
        aria-label={t('log')}
        tabIndex={0}
        sx={{
          height: { xs: 360, md: 420 },
          overflowY: 'auto',
          px: 2,
          py: 1,
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
          borderTop: 1,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'grey.50',
        }}
      >
        {messages.map((message) => (
          <Box
            key={message.id}
            data-testid={message.isUser ? 'chat-question' : 'chat-answer'}
            sx={{
              alignSelf: message.isUser ? 'flex-end' : 'flex-start',
              maxWidth: '88%',
              px: 1.5,
              py: 1,
              borderRadius: 2,
              bgcolor: message.isUser ? 'primary.main' : 'background.paper',
              color: message.isUser ? 'primary.contrastText' : 'text.primary',
              border: message.isUser ? 0 : 1,
              borderColor: message.failed ? 'error.main' : 'divider',
            }}
          >
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {messageText(message)}
            </Typography>
            {message.citations && message.citations.length > 0 && (
              <Box sx={{ mt: 1 }}>
                <Typography variant="caption" color="text.secondary" component="p">
                  {t('sources')}
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {message.citations.map((citation, index) => (
                    <Typography component="li" variant="body2" key={citation.lessonId}>
                      <Button
                        variant="text"
                        size="small"
                        onClick={() => onSelectLesson(citation.lessonId)}
                        sx={{
                          p: 0,
                          minWidth: 0,
                          textAlign: 'left',
                          textTransform: 'none',
                          textDecoration: 'underline',
                        }}
                      >
                        [{index + 1}] {citation.title}
                      </Button>
                    </Typography>
                  ))}
                </Box>
              </Box>
            )}
          </Box>
        ))}
      </Box>
      <Box
        component="form"
        onSubmit={(event) => void send(event)}
        sx={{ display: 'flex', gap: 1, p: 1.5, alignItems: 'flex-end' }}
      >
        <TextField
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void send();
            }
          }}
          label={t('input')}
          multiline
          maxRows={4}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { maxLength: TUTOR_LIMITS.messageMaxChars } }}
        />
        <IconButton
          type="submit"
          color="primary"
          aria-label={t('send')}
          disabled={busy || !draft.trim()}
        >
          <Send />
        </IconButton>
      </Box>
    </Paper>
  );
}
