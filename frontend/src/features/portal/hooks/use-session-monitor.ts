import { useEffect, useRef } from 'react';
import { SESSION_CHECK_INTERVAL_MS, SESSION_IDLE_MS, SESSION_WARNING_MS } from '@fabrion/shared';
import { useToast } from '@/components/ui/toast';
import { needsRefresh, REFRESH_TICK_MS, refreshSession } from '@/lib/auth-session';
import { deviceFingerprint } from '@/lib/device-fingerprint';
import { useReportActivityMutation } from '../api';
import { useMemberText } from '../lib/use-member-text';

const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'scroll',
  'touchstart',
  'click',
] as const;

/**
 * Mirrors the server's idle limit (spec §4 session activity): checks every minute, warns once at
 * 25 minutes without activity, signs out at 30. Activity since the last check is reported to the
 * server (which enforces the limit) with the device fingerprint. The access token is refreshed
 * on a 30 s tick when it is within three ticks of expiry.
 */
export function useSessionMonitor(onExpired: () => void) {
  const { toast } = useToast();
  const { t } = useMemberText();
  // The interval reads the texts of the moment (the member may switch language meanwhile).
  const text = useRef(t);
  useEffect(() => {
    text.current = t;
  }, [t]);
  const [report] = useReportActivityMutation();
  const lastActivity = useRef(0);
  const reported = useRef(0);
  const warned = useRef(false);
  const expiredRef = useRef(onExpired);
  useEffect(() => {
    expiredRef.current = onExpired;
  }, [onExpired]);

  useEffect(() => {
    lastActivity.current = Date.now();
    reported.current = lastActivity.current;
    const mark = (event: Event) => {
      // Browsers also send mousemove when the page changes under a still pointer (a toast
      // appearing); only a pointer that actually moved is the member's activity.
      if (
        event instanceof MouseEvent &&
        event.type === 'mousemove' &&
        event.movementX === 0 &&
        event.movementY === 0
      )
        return;
      lastActivity.current = Date.now();
      warned.current = false;
    };
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, mark, { passive: true }));

    const check = window.setInterval(() => {
      const now = Date.now();
      const idle = now - lastActivity.current;
      if (idle >= SESSION_IDLE_MS) {
        window.clearInterval(check);
        toast({
          title: text.current('session.expiredTitle'),
          description: text.current('session.expiredText'),
          variant: 'destructive',
        });
        expiredRef.current();
        return;
      }
      if (idle >= SESSION_WARNING_MS && !warned.current) {
        warned.current = true;
        toast({
          title: text.current('session.expiringTitle'),
          description: text.current('session.expiringText'),
          variant: 'warning',
          duration: null,
        });
      }
      if (lastActivity.current > reported.current) {
        reported.current = now;
        void report({ fingerprint: deviceFingerprint() }).then((result) => {
          if (result.data?.deviceChanged)
            toast({
              title: text.current('session.securityAlertTitle'),
              description: text.current('session.securityAlert'),
              variant: 'destructive',
              duration: null,
            });
        });
      }
    }, SESSION_CHECK_INTERVAL_MS);

    const tick = window.setInterval(() => {
      if (needsRefresh()) void refreshSession();
    }, REFRESH_TICK_MS);

    return () => {
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, mark));
      window.clearInterval(check);
      window.clearInterval(tick);
    };
  }, [report, toast]);
}
