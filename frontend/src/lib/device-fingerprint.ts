import type { DeviceFingerprint } from '@fabrion/shared';

/** What the server compares to spot a device change: user agent, language, timezone, screen, platform. */
export function deviceFingerprint(): DeviceFingerprint {
  const nav = window.navigator as Navigator & { userAgentData?: { platform?: string } };
  return {
    userAgent: nav.userAgent.slice(0, 512),
    language: (nav.language ?? '').slice(0, 64),
    timezone: (Intl.DateTimeFormat().resolvedOptions().timeZone ?? '').slice(0, 64),
    screen: `${window.screen.width}x${window.screen.height}`,
    platform: (nav.userAgentData?.platform ?? nav.platform ?? '').slice(0, 64),
  };
}
