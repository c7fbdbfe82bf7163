import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AssessmentDefinition, Language } from '@fabrion/shared';
import type { ChartSeries } from '../lib/chart-data';

interface ComparisonTableProps {
  definition: AssessmentDefinition;
  series: readonly ChartSeries[];
  language: Language;
  caption: string;
  domainHeading: string;
}

/** The radar's numbers: one row per domain, one column per series (scores out of 25). */
export function ComparisonTable(props: ComparisonTableProps) {
  const { definition, series, language, caption, domainHeading } = props;
  return (
    <Box sx={{ overflowX: 'auto', mt: 1 }}>
      <Table
        size="small"
        aria-label={caption}
        sx={{
          '& th, & td': { px: { xs: 0.75, sm: 2 }, fontSize: { xs: '0.8rem', sm: '0.875rem' } },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{domainHeading}</TableCell>
            {series.map((s) => (
              <TableCell key={s.key} align="right" sx={{ lineHeight: 1.2 }}>
                {s.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {definition.domains.map((domain) => (
            <TableRow key={domain.name}>
              <TableCell component="th" scope="row">
                {domain.label[language]}
              </TableCell>
              {series.map((s) => (
                <TableCell
                  key={s.key}
                  align="right"
                  sx={{ fontWeight: s.key === 'you' ? 700 : 400 }}
                >
                  {s.domainScores[domain.name] ?? 0}/25
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
