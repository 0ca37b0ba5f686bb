import { parseSync, Visitor, type ESTree, type Plugin } from 'vite';

/**
 * Old host scripts add enumerable properties to `Object.prototype` (`Object.prototype.junk = 1`), and every `for…in`
 * loop sees them: zod's `members()` then reads the descriptor of a key it does not own and fails while its module
 * evaluates, and rolldown's namespace helper defines a getter from the value `1`. Every `for…in` of the widget bundle
 * (our code, the libraries', the bundler's helpers) skips keys the object does not own.
 */
export function ownKeysOnly(): Plugin {
  return {
    name: 'gft-own-keys-only',
    apply: 'build',
    // Every module, the bundler's own helpers (`rolldown/runtime.js`) included, passes here after TypeScript is gone.
    transform(code, id) {
      if (!/\bfor\s*\(/.test(code)) return null;
      const { program, errors } = parseSync(id.replace(/[?#].*$/, ''), code, { lang: 'js' });
      if (errors.length > 0) throw new Error(`gft-own-keys-only: cannot parse ${id}: ${errors[0]?.message}`);
      const edits: { at: number; end?: number; text: string }[] = [];
      const fail = (why: string) => {
        throw new Error(`gft-own-keys-only: ${why} in ${id}; see demo/build-plugins/own-keys-only.ts`);
      };
      new Visitor({
        LabeledStatement(node: ESTree.LabeledStatement) {
          if (node.body.type === 'ForInStatement') fail('a labelled for…in');
        },
        ForInStatement(node: ESTree.ForInStatement) {
          const declaration = node.left.type === 'VariableDeclaration' ? node.left : null;
          const target = declaration ? declaration.declarations[0]?.id : node.left;
          if (target?.type !== 'Identifier') return fail('a for…in without a plain key');
          const key = target.name;
          // A key that outlives the loop (`var`, or a variable from outside) is given own keys only.
          const outlives = declaration === null || declaration.kind === 'var';
          const loopKey = outlives ? `${key}$gftKey` : key;
          // Any object but a plain name is evaluated once, into a name of the loop's own.
          const object = node.right.type === 'Identifier' ? node.right.name : `${key}$gftOwn`;
          const before = `${declaration?.kind === 'var' ? `var ${key};` : ''}${node.right.type === 'Identifier' ? '' : `let ${object};`}`;
          if (before) edits.push({ at: node.start, text: `{${before}` }, { at: node.end, text: '}' });
          if (outlives) edits.push({ at: node.left.start, end: node.left.end, text: `const ${loopKey}` });
          if (node.right.type !== 'Identifier') edits.push({ at: node.right.start, text: `${object}=(` }, { at: node.right.end, text: ')' });
          edits.push(
            { at: node.body.start, text: `{if(!Object.hasOwn(${object},${loopKey}))continue;${outlives ? `${key}=${loopKey};` : ''}` },
            { at: node.body.end, text: '}' },
          );
        },
      }).visit(program);
      if (edits.length === 0) return null;
      // From the end, so that earlier offsets stay valid; at one offset, the inner loop's text goes first.
      let result = code;
      for (const edit of edits.map((edit, order) => ({ ...edit, order })).sort((a, b) => b.at - a.at || a.order - b.order)) {
        result = result.slice(0, edit.at) + edit.text + result.slice(edit.end ?? edit.at);
      }
      return { code: result, map: null };
    },
  };
}
