import type { SnsCode } from '../authoring/new-data-module';

const SNS = /^([A-Z0-9]{2,3})-([A-Z0-9])([A-Z0-9])-([A-Z0-9]{2}|[A-Z0-9]{4})$/;

/**
 * The SNS an import files its modules under, typed as it stands in a data module code:
 * system-subsystem sub-subsystem-assembly ("DA1-10-00", "21-50-00"), or the problem.
 */
export function parseTargetSns(
  text: string,
): { ok: true; sns: SnsCode } | { ok: false; problem: string } {
  const m = SNS.exec(text.trim().toUpperCase());
  if (!m)
    return {
      ok: false,
      problem: `"${text.trim()}" is not an SNS as a data module code writes it: system-subsystem sub-subsystem-assembly, for example DA1-10-00 or 21-50-00.`,
    };
  return {
    ok: true,
    sns: { systemCode: m[1]!, subSystemCode: m[2]!, subSubSystemCode: m[3]!, assyCode: m[4]! },
  };
}
