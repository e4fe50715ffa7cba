import {
  productFromAssignments,
  readAct,
  readCct,
  readPct,
  type ApplicProperty,
  type ProductInstance,
} from '../../applic/applic-tables';
import { readXmlFile } from '../read-xml-file';
import { UsageError } from './args';

type Flags = ReadonlyMap<string, readonly string[]>;

/** The properties the --act and --cct files declare, for display text and checks. */
export function propertiesOfFlags(flags: Flags): ApplicProperty[] {
  return [
    ...(flags.get('--act') ?? []).flatMap((p) => readAct(readXmlFile(p))),
    ...(flags.get('--cct') ?? []).flatMap((p) => readCct(readXmlFile(p))),
  ];
}

/**
 * The product to filter or show for: product -p (1-based, 1 by default) of the PCT -P/--pct,
 * else the ad-hoc product of the -s assignments; null when neither is given.
 */
export function productOfFlags(flags: Flags): ProductInstance | null {
  const get = (...names: string[]) => names.flatMap((n) => flags.get(n) ?? []);
  const pct = get('-P', '--pct')[0];
  const assignments = get('-s');
  const product = pct
    ? readPct(readXmlFile(pct))[Number(get('-p')[0] ?? '1') - 1]
    : assignments.length
      ? productFromAssignments(assignments)
      : null;
  if (product === undefined) throw new UsageError('no such product in the PCT');
  return product;
}
