const SECURITY: Record<string, string> = {
  '01': 'Unclassified',
  '02': 'Restricted',
  '03': 'Confidential',
  '04': 'Secret',
  '05': 'Top secret',
};

export function securityLabel(code: string | undefined): string {
  if (!code) return 'Security classification not given';
  return `Security classification ${code}${SECURITY[code] ? ` (${SECURITY[code]})` : ''}`;
}
