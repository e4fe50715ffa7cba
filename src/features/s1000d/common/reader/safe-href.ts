/** Only web and mail links leave the viewer; anything else (javascript:, data:) stays text. */
export function safeHref(href: string | undefined): string | undefined {
  if (!href) return undefined;
  return /^(https?:\/\/|mailto:)/i.test(href.trim()) ? href.trim() : undefined;
}
