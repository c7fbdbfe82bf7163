import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { videoEmbedUrl, type MasterclassLesson } from '@fabrion/shared';
import { useMasterclassText } from '../lib/use-masterclass-text';
import {
  listeningMessage,
  PLAYER_STATE,
  playerUrl,
  readPlayerMessage,
} from '../lib/youtube-messages';

interface VideoPlayerProps {
  lesson: MasterclassLesson;
  /** Where playback starts (resume), in seconds. */
  startAt: number | null;
  onPosition: (seconds: number, final: boolean) => void;
  onEnded: () => void;
}

/**
 * The lesson's video (spec §5): a YouTube link plays on the privacy-enhanced embed, another URL
 * is framed as it is, none shows 'Video not available'. YouTube reports its position and state.
 */
export function VideoPlayer({ lesson, startAt, onPosition, onEnded }: VideoPlayerProps) {
  const { t } = useMasterclassText();
  const frame = useRef<HTMLIFrameElement>(null);
  const embed = videoEmbedUrl(lesson.videoUrl);
  const src = embed ? playerUrl(embed, window.location.origin, startAt) : null;
  const handlers = useRef({ onPosition, onEnded });
  useEffect(() => {
    handlers.current = { onPosition, onEnded };
  }, [onPosition, onEnded]);

  useEffect(() => {
    if (!src) return;
    let position = startAt ?? 0;
    // Positions count once the member played the video: a player that merely loaded reports 0.
    let played = false;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const update = readPlayerMessage(event);
      if (!update) return;
      if (update.playerState === PLAYER_STATE.playing) played = true;
      if (update.currentTime !== undefined) position = update.currentTime;
      if (!played) return;
      const final = update.playerState === PLAYER_STATE.paused;
      if (update.currentTime !== undefined || final) handlers.current.onPosition(position, final);
      if (update.playerState === PLAYER_STATE.ended) handlers.current.onEnded();
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      if (played) handlers.current.onPosition(position, true);
    };
  }, [src, startAt]);

  const subscribe = () =>
    frame.current?.contentWindow?.postMessage(listeningMessage(1), new URL(src!).origin);

  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '16 / 9',
        bgcolor: 'grey.900',
        borderRadius: 2,
        overflow: 'hidden',
      }}
    >
      {src ? (
        <Box
          component="iframe"
          ref={frame}
          key={src}
          src={src}
          title={t('video.title', { title: lesson.title })}
          onLoad={subscribe}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      ) : (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', p: 2 }}>
          <Typography sx={{ color: 'grey.100' }}>{t('video.notAvailable')}</Typography>
        </Box>
      )}
    </Box>
  );
}
