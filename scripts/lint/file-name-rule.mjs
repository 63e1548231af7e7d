import path from 'node:path';

/**
 * One file-naming convention, enforced: a file under components/ that exports a React component
 * is named in PascalCase (LoginForm.tsx); every other module — hooks, helpers, schemas, pages,
 * routes, services, tests — in kebab-case (use-countdown.ts, menu-access.ts). Only the part of
 * the name before the first dot counts, so `tax.test.tsx` and `eslint.config.mjs` are checked
 * as `tax` and `eslint`.
 */
const PASCAL = /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)*$/;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// PascalCase with a lowercase letter: `ListError` is a component, `SHARED` or `DAY_MS` is not.
const COMPONENT_NAME = /^[A-Z](?=[A-Za-z0-9]*[a-z])[A-Za-z0-9]*$/;

function exportedNames(program) {
  const names = [];
  for (const node of program.body) {
    if (node.type === 'ExportNamedDeclaration') {
      const d = node.declaration;
      if (d?.type === 'FunctionDeclaration' && d.id) names.push(d.id.name);
      if (d?.type === 'VariableDeclaration')
        for (const v of d.declarations) if (v.id.type === 'Identifier') names.push(v.id.name);
      if (!d)
        for (const s of node.specifiers)
          if (s.exported.type === 'Identifier' && s.exportKind !== 'type') names.push(s.exported.name);
    }
    if (
      node.type === 'ExportDefaultDeclaration' &&
      node.declaration.type === 'FunctionDeclaration' &&
      node.declaration.id
    ) {
      names.push(node.declaration.id.name);
    }
  }
  return names;
}

export const fileNameRule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Components PascalCase, every other module kebab-case.' },
    schema: [],
    messages: {
      pascal: '{{name}} exports a component: name the file in PascalCase ({{suggestion}}).',
      kebab: '{{name}} is not a component: name the file in kebab-case ({{suggestion}}).',
    },
  },
  create(context) {
    const rel = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const base = path.basename(rel);
    const stem = base.split('.')[0];
    return {
      Program(program) {
        const isComponent =
          rel.startsWith('components/') &&
          base.endsWith('.tsx') &&
          exportedNames(program).some((n) => COMPONENT_NAME.test(n));
        if (isComponent ? PASCAL.test(stem) : KEBAB.test(stem)) return;
        const words = stem
          .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
          .split(/[\s_-]+/)
          .filter(Boolean);
        const suggestion = isComponent
          ? words.map((w) => w[0].toUpperCase() + w.slice(1)).join('')
          : words.map((w) => w.toLowerCase()).join('-');
        context.report({
          node: program,
          messageId: isComponent ? 'pascal' : 'kebab',
          data: { name: base, suggestion: base.replace(stem, suggestion) },
        });
      },
    };
  },
};
