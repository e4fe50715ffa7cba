import { DownloadButton } from '../../../ui/download-button.tsx';

type Props = {
  fileName: string;
  xml: string;
  downloadLabel: string;
  /** Offered only to those who may add objects to the project. */
  canAdd: boolean;
  addLabel: string;
  adding: boolean;
  onAdd: () => void;
};

/** Download an XML object a tool generated, or add it to the project. */
export function GeneratedObjectActions(props: Props) {
  return (
    <div className="flex flex-wrap gap-3">
      <DownloadButton fileName={props.fileName} type="application/xml" content={() => props.xml}>
        {props.downloadLabel}
      </DownloadButton>
      {props.canAdd && (
        <button type="button" className="btn-primary" disabled={props.adding} onClick={props.onAdd}>
          {props.adding ? 'Adding...' : props.addLabel}
        </button>
      )}
    </div>
  );
}
