// The export is an authenticated API call (a plain download link would carry no
// Authorization header, ARCHITECTURE.md), so the page fetches the file and hands it to the
// browser as a download.
import { exportHighlights, type ApiClient } from '@motes/api-client';
import { HIGHLIGHT_EXPORT_FILE_NAME, type HighlightExportFormat } from '@motes/shared';

/** Fetches the user's highlights as `format` and saves them as a file. */
export async function downloadHighlightsExport(
  apiClient: ApiClient,
  format: HighlightExportFormat,
): Promise<void> {
  const blob = await exportHighlights(apiClient, format);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${HIGHLIGHT_EXPORT_FILE_NAME}-${new Date().toISOString().slice(0, 10)}.${format}`;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Late enough for the browser to have started the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
