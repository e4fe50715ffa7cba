import { formatDmlCode, type DmlCode } from '../codes/dml-code';
import { schemaUrl, type ProjectIssue } from '../csdb/project-settings';
import { issueDateElement, S1000D_NAMESPACES } from '../xml/write-markup';

export type DmlDocument = {
  issue: ProjectIssue;
  code: DmlCode;
  issueInfo: { issueNumber: string; inWork: string };
  /** YYYY-MM-DD */
  date: string;
  /** The whole dmlStatus element. */
  status: string;
  /** dmlEntry elements, each complete. */
  entries: readonly string[];
};

/** A DML (DMRL or CSDB status list) of Issue 4.0 or later, and its S1000D file name. */
export function writeDml(doc: DmlDocument): { xml: string; fileName: string } {
  const { code, issueInfo } = doc;
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<dml ${S1000D_NAMESPACES} xsi:noNamespaceSchemaLocation="${schemaUrl(doc.issue, 'dml')}">
  <identAndStatusSection>
    <dmlAddress>
      <dmlIdent>
        <dmlCode modelIdentCode="${code.modelIdentCode}" senderIdent="${code.senderIdent}" dmlType="${code.dmlType}" yearOfDataIssue="${code.yearOfDataIssue}" seqNumber="${code.seqNumber}"/>
        <issueInfo issueNumber="${issueInfo.issueNumber}" inWork="${issueInfo.inWork}"/>
      </dmlIdent>
      <dmlAddressItems>
        ${issueDateElement(doc.date)}
      </dmlAddressItems>
    </dmlAddress>
    ${doc.status}
  </identAndStatusSection>
  <dmlContent>
${doc.entries.map((e) => `    ${e}`).join('\n')}
  </dmlContent>
</dml>
`;
  const fileName = `${formatDmlCode(code)}_${issueInfo.issueNumber}-${issueInfo.inWork}.XML`;
  return { xml, fileName };
}
