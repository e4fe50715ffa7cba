import type { CliIo } from './cli-io';
import { newDataModule } from '../../authoring/new-data-module';
import { TEMPLATE_SCHEMAS } from '../../authoring/templates';
import { newComment, newDdn, newDml, type Address } from '../../authoring/new-list-objects';
import type { NewObject } from '../../authoring/new-object';
import type { CommentType } from '../../codes/comment-code';
import type { DmlType } from '../../codes/dml-code';
import { emitMadeObject } from './made-object';
import { issueDateOf, parseArgs, UsageError } from './args';
import { PROJECT_FLAGS, projectSettingsOf } from './flag-settings';

export const NEW_USAGE = `ips-s1000d new dm|dml|ddn|com [--project <project.json>] [--mic <MIC> --issuer <CAGE>
                 --issue 6|5.0|4.2|4.1|4.0.2|4.0] [--date YYYY-MM-DD] [-o <file>] ...
  A new object from the project's defaults, as s1kd-newdm, -newdml, -newddn and -newcom:
  dm   --sns <SYS-S-S-AA, e.g. DA1-1-0-00> --ic <info code> [--icv A] [--ilc A]
       --tech <technical name> [--info <info name>] [--schema <schema>]
       [--learn <learn code and event code, e.g. T4JC>]
       (the schema comes from the project's information-code map; templates:
       ${TEMPLATE_SCHEMAS.join(', ')})
  dml  [--type p|c|s] [--seq 00001] [<data module code>...]
  ddn  --to <CAGE> --to-name <name> --to-city <city> --to-country <country>
       --from-city <city> --from-country <country> [--seq 00001] <file name>...
  com  --title <title> --text <comment> --from-city <city> --from-country <country>
       [--type q|i|r] [--seq 00001]
Exit: 0, 1 an object that cannot be made (each problem named)`;

const WITH_VALUE = [
  ...PROJECT_FLAGS,
  '--date',
  '-o',
  '--sns',
  '--ic',
  '--icv',
  '--ilc',
  '--tech',
  '--info',
  '--schema',
  '--learn',
  '--type',
  '--seq',
  '--to',
  '--to-name',
  '--to-city',
  '--to-country',
  '--from-city',
  '--from-country',
  '--title',
  '--text',
];

/** --learn T4JC: the learn code (three characters) and the learn event code (the fourth). */
function learnCodeOf(learn: string | undefined) {
  return learn ? { learnCode: learn.slice(0, 3), learnEventCode: learn.slice(3) } : {};
}

export function runNew(argv: readonly string[], { out, write }: CliIo): number {
  const [kind, ...rest] = argv;
  const { flags, positional } = parseArgs(rest, WITH_VALUE);
  const value = (name: string) => flags.get(name)?.[0];
  const settings = projectSettingsOf(value);
  const date = issueDateOf(flags);
  const seq = value('--seq') ? { seqNumber: value('--seq')! } : {};
  const self = settings.responsiblePartnerCompany.name || settings.responsiblePartnerCompany.code;
  const from: Address = {
    name: self,
    city: value('--from-city') ?? '',
    country: value('--from-country') ?? '',
  };
  // What a new DML, DDN and comment each take besides their own fields.
  const listObject = { settings, date, ...seq };
  let made: NewObject;
  switch (kind) {
    case 'dm': {
      const [systemCode = '', sub = '', subSub = '', assyCode = ''] = (value('--sns') ?? '').split(
        '-',
      );
      made = newDataModule({
        settings,
        sns: { systemCode, subSystemCode: sub, subSubSystemCode: subSub, assyCode },
        infoCode: value('--ic') ?? '',
        ...(value('--icv') ? { infoCodeVariant: value('--icv')! } : {}),
        ...(value('--ilc') ? { itemLocationCode: value('--ilc')! } : {}),
        techName: value('--tech') ?? '',
        ...(value('--info') ? { infoName: value('--info')! } : {}),
        ...(value('--schema') ? { schema: value('--schema')! } : {}),
        ...learnCodeOf(value('--learn')),
        date,
      });
      break;
    }
    case 'dml':
      made = newDml({
        ...listObject,
        dmlType: (value('--type') ?? 'p') as DmlType,
        modules: positional,
      });
      break;
    case 'ddn':
      made = newDdn({
        ...listObject,
        receiver: value('--to') ?? '',
        from,
        to: {
          name: value('--to-name') ?? '',
          city: value('--to-city') ?? '',
          country: value('--to-country') ?? '',
        },
        files: positional,
      });
      break;
    case 'com':
      made = newComment({
        ...listObject,
        commentType: (value('--type') ?? 'q') as CommentType,
        title: value('--title') ?? '',
        text: value('--text') ?? '',
        from,
      });
      break;
    default:
      throw new UsageError(`new: say what to make: dm, dml, ddn or com (not "${kind ?? ''}")`);
  }
  return emitMadeObject(
    made,
    { file: value('-o'), out, write },
    (m) => `${m.fileName} (${m.schema})`,
  );
}
