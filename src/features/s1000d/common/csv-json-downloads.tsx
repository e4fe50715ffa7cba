import { DownloadButton } from '../../../ui/download-button.tsx';

type Props = {
  /** The files' name without its ending: `.csv` and `.json` are added. */
  fileBase: string;
  /** The buttons' first word, as each page's text has it ("Download", "Export"). */
  verb: string;
  csv: () => string;
  json: () => string;
};

/** A report offered twice: as CSV for a spreadsheet, and as JSON to keep or import again. */
export function CsvJsonDownloads({ fileBase, verb, csv, json }: Props) {
  return (
    <>
      <DownloadButton fileName={`${fileBase}.csv`} type="text/csv" content={csv}>
        {verb} CSV
      </DownloadButton>
      <DownloadButton fileName={`${fileBase}.json`} type="application/json" content={json}>
        {verb} JSON
      </DownloadButton>
    </>
  );
}
