import * as fontkit from 'fontkit';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// Noto Sans (OFL) covers Latin, Greek and Cyrillic, so any member's name prints as written;
// pdfkit embeds only the glyphs used. The fonts are parsed once and shared by every report
// (pdfkit takes a fontkit font as it is): parsing them per report cost ~180 ms each.
const FONT_DIR = join(dirname(require.resolve('@embedpdf/fonts-latin')), '..', 'fonts');
const FONT_FILES = { regular: 'Regular', semibold: 'SemiBold', bold: 'Bold' } as const;
type FontName = keyof typeof FONT_FILES;
let sharedFonts: Record<FontName, fontkit.Font> | null = null;
export const loadFonts = () =>
  (sharedFonts ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [
      name,
      fontkit.create(readFileSync(join(FONT_DIR, `NotoSans-${file}.ttf`))) as fontkit.Font,
    ]),
  ) as Record<FontName, fontkit.Font>);

export const NAVY = '#0b3c5d';
export const TEAL = '#0f766e';
export const AMBER = '#c77f0a';
export const GREY = '#64748b';
export const INK = '#0f1c2a';
export const LINE = '#e2e8f0';
export const PAGE = { width: 595.28, height: 841.89, margin: 48 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
