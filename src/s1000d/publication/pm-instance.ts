import type { ProductInstance } from '../applic/applic-tables';
import { instanceObject, type ObjectInstance } from '../applic/instance-object';
import { formatExtension, type CodeExtension } from '../codes/extension-code';
import type { Language } from '../codes/file-name';
import { formatPmCode, validatePmCode, type PmCode } from '../codes/pm-code';
import { s1000dFileName } from '../csdb/file-names';
import { formatLanguage } from '../csdb/object-key';
import { identOf } from '../refs/object-ident';
import { readRef } from '../refs/list-refs';
import { childElement, childElements, descendant, descendants } from '../xml/dom-query';
import type { S1000dXml } from '../xml/load-xml';
import { saveXml } from '../xml/save-xml';

export type PmInstanceOptions = {
  pm: S1000dXml;
  /** Data modules the publication may refer to (a project's current issues, or files given). */
  modules: readonly S1000dXml[];
  product: ProductInstance;
  /** Names the product: the instance's title and its applicability display text. */
  label: string;
  /** Written on every instance data module, and on the PM unless it gets pmCode. */
  extension: CodeExtension;
  pmCode?: PmCode;
};

export type InstanceFile = { fileName: string; xml: string; source: string };
/** Something a reader of the instance should know: a reference left dangling, and where. */
export type InstanceFinding = { object: string; message: string };

export type PmInstance =
  | {
      ok: true;
      pm: InstanceFile;
      modules: InstanceFile[];
      /** Master data modules left out: their whole applicability excludes the product. */
      notApplicable: string[];
      /** References to data modules that are not there: kept pointing at the master code. */
      missing: string[];
      dangling: InstanceFinding[];
      /** Elements removed across the instance, and annotations resolved. */
      removed: number;
      resolved: number;
    }
  | { ok: false; problems: string[] };

const PRODUCER = /^[A-Z0-9]{5}$/;
const EXTENSION_CODE = /^[A-Z0-9]{1,13}$/;
const ENTRY_CONTENT = ['pmEntry', 'dmRef', 'pmRef', 'externalPubRef'];

type Master = { xml: S1000dXml; code: string; language?: Language };

/**
 * A customer instance of a publication module and its data modules, filtered for one product
 * as s1kd-instance does for a PM and each of its modules (decision 1280). Nothing is written
 * here: the caller stores the files, all or none.
 */
export function instancePublication(options: PmInstanceOptions): PmInstance {
  const problems = checkOptions(options);
  if (problems.length) return { ok: false, problems };
  const { pm, product, label, extension } = options;
  const pmIdent = identOf(pm);
  if (!pmIdent || pm.type !== 'publicationModule') return fail('This is not a publication module.');
  const masters = options.modules.flatMap((xml): Master[] => {
    const id = identOf(xml);
    if (
      !id?.code.startsWith('DMC-') ||
      descendant(xml.document.documentElement, ['identExtension'])
    )
      return [];
    return [{ xml, code: id.code, ...(id.language ? { language: id.language } : {}) }];
  });
  const pmInstance = instanceObject(pm, product, {
    label,
    ...(options.pmCode ? { pmCode: options.pmCode } : { extension }),
  });
  if (!pmInstance.objectApplies)
    return fail(`The publication module does not apply to ${label}: nothing was made.`);

  const instances = new Map<Master, ObjectInstance>();
  const notApplicable = new Set<string>();
  const missing = new Set<string>();
  const find = (ref: Element) => {
    const target = readRef(ref);
    if (!target || target.kind !== 'dm') return undefined;
    const language = target.language ?? pmIdent.language;
    const same = masters.filter((m) => m.code === target.code);
    const master =
      same.find((m) => language && m.language && sameLanguage(m.language, language)) ?? same[0];
    if (!master) missing.add(target.code);
    return master;
  };
  const instanceOf = (master: Master) => {
    let found = instances.get(master);
    if (!found) {
      found = instanceObject(master.xml, product, { label, extension });
      instances.set(master, found);
    }
    return found;
  };

  const pmContent = childElement(pmInstance.document.documentElement, 'content');
  for (const ref of descendants(pmContent, 'dmRef')) {
    const master = find(ref);
    if (!master) continue;
    if (!instanceOf(master).objectApplies) {
      notApplicable.add(master.code);
      ref.parentNode?.removeChild(ref);
    } else extendRef(ref, extension);
  }
  removeEmptyEntries(pmContent);
  if (childElements(pmContent, 'pmEntry').length === 0)
    return fail(`Nothing in the publication module applies to ${label}: nothing was made.`);
  setTitle(pmInstance.document, label);

  const dangling: InstanceFinding[] = [];
  const modules: InstanceFile[] = [];
  let removed = pmInstance.removed.length;
  let resolved = pmInstance.resolved;
  for (const [master, instance] of instances) {
    if (!instance.objectApplies) continue;
    const name = fileNameOf(master, extension);
    for (const ref of descendants(instance.document, 'dmRef')) {
      const target = readRef(ref);
      const other = target && masters.find((m) => m.code === target.code && instances.has(m));
      if (!other) continue;
      if (instances.get(other)!.objectApplies) extendRef(ref, extension);
      else
        dangling.push({
          object: name,
          message: `refers to ${other.code}, which does not apply to ${label}`,
        });
    }
    for (const d of instance.dangling)
      dangling.push({
        object: name,
        message: `${d.element}/@${d.attribute}="${d.target}"${d.line ? ` (line ${d.line})` : ''} points at content removed for ${label}`,
      });
    removed += instance.removed.length;
    resolved += instance.resolved;
    modules.push({
      fileName: name,
      xml: saveXml(master.xml, instance.document),
      source: master.code,
    });
  }
  const pmCode = options.pmCode ? formatPmCode(options.pmCode) : pmIdent.code;
  const pmName = s1000dFileName({
    kind: 'pm',
    code: options.pmCode ? pmCode : `PME-${formatExtension(extension)}-${pmCode.slice(4)}`,
    ...(pmIdent.issueInfo ? { issueInfo: pmIdent.issueInfo } : {}),
    ...(pmIdent.language ? { language: pmIdent.language } : {}),
  });
  return {
    ok: true,
    pm: { fileName: pmName, xml: saveXml(pm, pmInstance.document), source: pmIdent.code },
    modules,
    notApplicable: [...notApplicable],
    missing: [...missing],
    dangling,
    removed,
    resolved,
  };
}

function checkOptions({ extension, pmCode, label, product }: PmInstanceOptions): string[] {
  const problems: string[] = [];
  if (!PRODUCER.test(extension.extensionProducer))
    problems.push('The extension producer must be 5 capital letters or digits (a CAGE code).');
  if (!EXTENSION_CODE.test(extension.extensionCode))
    problems.push('The extension code must be 1 to 13 capital letters or digits.');
  if (pmCode) problems.push(...validatePmCode(pmCode));
  if (!label.trim()) problems.push('Name the product the instance is for.');
  if (product.values.size === 0)
    problems.push('Choose a product, or set at least one attribute value.');
  return problems;
}

const fail = (problem: string): PmInstance => ({ ok: false, problems: [problem] });

const sameLanguage = (a: Language, b: Language) => formatLanguage(a) === formatLanguage(b);

function fileNameOf(master: Master, extension: CodeExtension): string {
  const id = identOf(master.xml)!;
  return s1000dFileName({
    kind: 'dm',
    code: `DME-${formatExtension(extension)}-${master.code.slice(4)}`,
    ...(id.issueInfo ? { issueInfo: id.issueInfo } : {}),
    ...(id.language ? { language: id.language } : {}),
  });
}

/** Points a reference at the instance: the same code with the extension (a DME). */
function extendRef(ref: Element, extension: CodeExtension) {
  const ident = childElement(ref, 'dmRefIdent');
  if (!ident) return;
  for (const old of childElements(ident, 'identExtension')) ident.removeChild(old);
  const el = ref.ownerDocument.createElementNS(ref.namespaceURI, 'identExtension');
  el.setAttribute('extensionProducer', extension.extensionProducer);
  el.setAttribute('extensionCode', extension.extensionCode);
  ident.insertBefore(el, ident.firstChild);
}

/** An entry whose references were all left out goes too (the schema needs one in each). */
function removeEmptyEntries(el: Element | undefined) {
  for (const entry of childElements(el, 'pmEntry')) {
    removeEmptyEntries(entry);
    if (!childElements(entry).some((c) => ENTRY_CONTENT.includes(c.localName)))
      entry.parentNode?.removeChild(entry);
  }
}

function setTitle(doc: Document, label: string) {
  const title = descendant(doc.documentElement, ['pmTitle']);
  if (!title) return;
  const text = title.textContent ?? '';
  while (title.firstChild) title.removeChild(title.firstChild);
  title.appendChild(doc.createTextNode(`${text.trim()} - ${label}`));
}
