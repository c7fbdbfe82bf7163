import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import type { AssessmentType } from '@fabrion/shared';
import { useToast } from '@/components/ui/toast';
import { apiErrorBody } from '@/lib/api-error';
import { useDownloadAssessmentReportMutation } from '../api';
import { useAssessmentsText } from '../lib/use-assessments-text';

/** Fetches the server's PDF of a result (with the session's token) and saves it. */
export function DownloadReportButton({
  type,
  resultId,
}: {
  type: AssessmentType;
  resultId: string;
}) {
  const { t, language } = useAssessmentsText();
  const { toast } = useToast();
  const [download, { isLoading }] = useDownloadAssessmentReportMutation();

  const onClick = async () => {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const response = await download({ type, id: resultId, language, timeZone });
    if ('error' in response) {
      toast({
        title: t('toasts.reportErrorTitle'),
        description: apiErrorBody(response.error)?.message ?? t('toasts.saveErrorFallback'),
        variant: 'destructive',
      });
      return;
    }
    const link = document.createElement('a');
    link.href = response.data;
    link.download = `${type}-assessment-report.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
    // Give the browser the time to start the download before the URL goes.
    setTimeout(() => URL.revokeObjectURL(response.data), 60_000);
  };

  return (
    <Button
      variant="outlined"
      startIcon={<PictureAsPdf />}
      onClick={() => void onClick()}
      disabled={isLoading}
    >
      {isLoading ? t('results.downloading') : t('results.download')}
    </Button>
  );
}
