import { formatDmlCode, type DmlCode } from '../codes/dml-code';
import { type ProjectIssue } from '../csdb/project-settings';
import { dmlCodeElement, issueDateElement, rootStartTag } from '../xml/write-markup';

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
  const xml = `${rootStartTag('dml', doc.issue, 'dml')}
  <identAndStatusSection>
    <dmlAddress>
      <dmlIdent>
        ${dmlCodeElement(code)}
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
