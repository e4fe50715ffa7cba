/**
 * A file that talks to Firestore exports its repository, not the domain's types: those
 * live in src/domain, which every layer may import without pulling Firestore in.
 */
const ALLOWED = /(Repository|Port|Repositories|Backend)$/;

export const noDomainTypesInRepositories = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      move: "Move '{{name}}' to src/domain: domain types live outside the Firestore repository files, so features, src/lib and src/ui can use them without depending on src/data.",
    },
  },
  create(context) {
    let talksToFirestore = false;
    const exported = [];
    return {
      ImportDeclaration(node) {
        if (/^(firebase|@firebase)\//.test(node.source.value)) talksToFirestore = true;
      },
      'ExportNamedDeclaration > TSTypeAliasDeclaration, ExportNamedDeclaration > TSInterfaceDeclaration'(
        node,
      ) {
        if (!ALLOWED.test(node.id.name)) exported.push(node);
      },
      'Program:exit'() {
        if (!talksToFirestore) return;
        for (const node of exported) {
          context.report({ node: node.id, messageId: 'move', data: { name: node.id.name } });
        }
      },
    };
  },
};
