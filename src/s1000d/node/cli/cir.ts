import type { CliIo } from './cli-io';
import { basename } from 'node:path';
import { cirCatalogue, type CirObject } from '../../cir/cir-catalogue';
import { resolveCirInstance } from '../../cir/cir-instance';
import { EXIT, parseArgs, UsageError } from './args';
import { expandPaths, loadObjects } from './load-files';

export const CIR_USAGE = `ips-s1000d cir [--json] [--items] <project folder or files>...
  The project's common information repositories by type (parts, functional items, tools,
  supplies, warnings, cautions, zones, ...): how many items each holds and how often they are
  used (--items lists every item and where it is used), then every CIR reference no CIR
  resolves, as s1kd-repcheck reports them. Exit: 0 all resolved, 1 some unresolved`;

export const CIR_INSTANCE_USAGE = `ips-s1000d cir-instance [-o <file>] [--json] <data module> <CIRs or folders>...
  Resolves a data module against CIRs into a standalone instance, as s1kd-instance -R does:
  referenced warnings and cautions written in full, item names filled in, each CIR used
  recorded as repositorySourceDmIdent. Prints the instance (or writes it with -o) and lists
  references left unresolved on stderr. Exit: 0 all resolved, 1 some unresolved`;

function load(paths: readonly string[]): CirObject[] {
  const loaded = loadObjects(expandPaths(paths));
  if (loaded.errors[0])
    throw new UsageError(`${loaded.errors[0].path}: ${loaded.errors[0].message}`);
  return loaded.objects.map((xml) => ({ key: basename(xml.fileName), xml }));
}

export function runCir(argv: readonly string[], { out }: CliIo): number {
  const { flags, positional } = parseArgs(argv, []);
  if (positional.length === 0) throw new UsageError('give the project folder or its files');
  const catalogue = cirCatalogue(load(positional));
  if (flags.has('--json')) out(JSON.stringify(catalogue, null, 2));
  else {
    out(`${catalogue.repositories.length} CIR data module(s)`);
    for (const type of catalogue.types) {
      const used = type.items.filter((i) => i.usedBy.length).length;
      out(`${type.infoCode} ${type.name}: ${type.items.length} item(s), ${used} used`);
      if (flags.has('--items'))
        for (const item of type.items)
          out(
            `  ${item.key} "${item.label}" (${item.cir}${item.line ? `:${item.line}` : ''})${item.usedBy.map((u) => `\n    <- ${u.object}${u.line ? `:${u.line}` : ''}`).join('')}`,
          );
    }
    for (const u of catalogue.unresolved)
      out(
        `${u.object}${u.line ? `:${u.line}` : ''}: ${u.problem === 'unresolved' ? 'UNRESOLVED' : 'NO CIR'} ${u.item} (CIR ${u.cir})`,
      );
  }
  return catalogue.unresolved.length ? EXIT.findings : EXIT.ok;
}

export function runCirInstance(argv: readonly string[], { out, err, write }: CliIo): number {
  const { flags, positional } = parseArgs(argv, ['-o']);
  const [target, ...cirPaths] = positional;
  if (!target || cirPaths.length === 0) throw new UsageError('give a data module and its CIRs');
  const [object] = load([target]);
  if (!object) throw new UsageError(`${target} is not an XML data module`);
  const instance = resolveCirInstance(object.xml, load(cirPaths));
  const file = flags.get('-o')?.[0];
  if (flags.has('--json')) out(JSON.stringify(instance, null, 2));
  else if (file) write(file, instance.text);
  else out(instance.text);
  for (const u of instance.unresolved)
    err(`${object.key}${u.line ? `:${u.line}` : ''}: not resolved: ${u.item} (CIR ${u.cir})`);
  return instance.unresolved.length ? EXIT.findings : EXIT.ok;
}
