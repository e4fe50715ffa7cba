/** The model and SNS a data module code and a catalog sequence number both begin with. */
export type ModelAndSns = {
  modelIdentCode: string;
  systemDiffCode: string;
  systemCode: string;
  subSystemCode: string;
  subSubSystemCode: string;
  assyCode: string;
};

/** The model and SNS from a string form's match, whose first six groups are those segments. */
export function modelAndSnsOf(match: RegExpExecArray): ModelAndSns {
  const [, mic, sdc, sys, sub, subsub, assy] = match as unknown as string[];
  return {
    modelIdentCode: mic!,
    systemDiffCode: sdc!,
    systemCode: sys!,
    subSystemCode: sub!,
    subSubSystemCode: subsub!,
    assyCode: assy!,
  };
}

/** The model and SNS as the string forms write them: subsystem and sub-subsystem joined. */
export function modelAndSnsText(code: ModelAndSns): string[] {
  return [
    code.modelIdentCode,
    code.systemDiffCode,
    code.systemCode,
    code.subSystemCode + code.subSubSystemCode,
    code.assyCode,
  ];
}
