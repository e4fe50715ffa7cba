/**
 * Wraps a lint rule so that each report also says why the boundary exists: a plugin's
 * own message ("Dependency cycle detected.") names the problem, not the reason.
 */
export function withReason(rule, reason) {
  return {
    meta: { ...rule.meta, messages: undefined },
    create(context) {
      const text = (descriptor) => {
        if (descriptor.message) return descriptor.message;
        const template = rule.meta.messages?.[descriptor.messageId] ?? descriptor.messageId;
        return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key) =>
          String(descriptor.data?.[key] ?? ''),
        );
      };
      const report = (descriptor) => {
        const { messageId: _id, data: _data, ...rest } = descriptor;
        context.report({ ...rest, message: `${text(descriptor).replace(/\.?$/, '.')} ${reason}` });
      };
      return rule.create(Object.create(context, { report: { value: report } }));
    },
  };
}
