import { escapeXml } from '../xml/write-markup';
import { wrapped, type TemplateInput } from './template-parts';

/**
 * Repository templates by information code, each one item of its kind, shaped as the Issue 4.1
 * bike's repositories (S1000DBIKE 00X, S1000DLIGHTING 00G and the 012 warning and caution
 * repositories). comrep is Issue 4.1 on; 4.0 and 4.0.2 have techrep, whose template holds
 * the parts repository.
 */
const ITEMS: Record<string, { repository: string; label: string; item: (name: string) => string }> =
  {
    '00X': {
      repository: 'controlIndicatorRepository',
      label: 'controls and indicators',
      item: (name) => `        <controlIndicatorGroup>
          <controlIndicatorSpec controlIndicatorNumber="ci-0001">
            <controlIndicatorKey>1</controlIndicatorKey>
            <controlIndicatorName>${name}</controlIndicatorName>
            <controlIndicatorDescr>
              <controlIndicatorFunction>Describe what the control does.</controlIndicatorFunction>
            </controlIndicatorDescr>
          </controlIndicatorSpec>
        </controlIndicatorGroup>`,
    },
    '00G': {
      repository: 'partRepository',
      label: 'parts',
      item: (name) => `        <partSpec>
          <partIdent manufacturerCodeValue="00000" partNumberValue="PART-0001"/>
          <itemIdentData><descrForPart>${name}</descrForPart></itemIdentData>
        </partSpec>`,
    },
    '0A4': {
      repository: 'warningRepository',
      label: 'warnings',
      item: (name) => warningOrCaution('warning', name),
    },
    '0A5': {
      repository: 'cautionRepository',
      label: 'cautions',
      item: (name) => warningOrCaution('caution', name),
    },
  };

function warningOrCaution(kind: 'warning' | 'caution', name: string) {
  return `        <${kind}Spec>
          <${kind}Ident ${kind}IdentNumber="${kind}-0001"/>
          <warningAndCautionPara>Write the ${kind} about the ${name}.</warningAndCautionPara>
        </${kind}Spec>`;
}

/** Information codes each repository schema has a template for. */
export const REPOSITORY_CODES = {
  comrep: ['00X', '00G', '0A4', '0A5'],
  techrep: ['00G'],
} as const;

/** Why a repository template cannot be made for this code in this schema, or null. */
export function repositoryProblem(schema: 'comrep' | 'techrep', infoCode: string): string | null {
  const codes: readonly string[] = REPOSITORY_CODES[schema];
  if (codes.includes(infoCode)) return null;
  const list = codes.map((c) => `${c} (${ITEMS[c]!.label})`).join(', ');
  const issue =
    schema === 'techrep'
      ? ' In Issue 4.0 and 4.0.2 repositories are the techrep schema; the others have templates from Issue 4.1 (comrep).'
      : '';
  return `${schema === 'comrep' ? 'Common information' : 'Technical information'} repository templates exist for information code ${list}; ${infoCode} has none yet.${issue}`;
}

export function repositoryContent(schema: 'comrep' | 'techrep', input: TemplateInput): string {
  const kind = ITEMS[input.code.infoCode] ?? ITEMS['00X']!;
  const root = schema === 'comrep' ? 'commonRepository' : 'techRepository';
  return wrapped(root, wrapped(kind.repository, kind.item(escapeXml(input.techName)), '      '));
}
