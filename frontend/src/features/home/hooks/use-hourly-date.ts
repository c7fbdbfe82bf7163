import { useSyncExternalStore } from 'react';

const HOUR_MS = 60 * 60 * 1000;

function subscribe(onChange: () => void): () => void {
  const timer = window.setInterval(onChange, HOUR_MS);
  return () => window.clearInterval(timer);
}

/** Today in the visitor's time zone, as a string so React can compare snapshots. */
function today(): string {
  return new Date().toDateString();
}

/**
 * Today's date, refreshed every hour. Null while server rendering and hydrating: the visitor's
 * own clock and time zone decide the day, not the server's.
 */
export function useHourlyDate(): Date | null {
  const day = useSyncExternalStore(subscribe, today, () => null);
  return day === null ? null : new Date(day);
}
