// Mutants that no test of the app can kill because the code they change never runs in the app, left out
// of the score (Stryker counts them as "Ignored", with the reason in the report). Three kinds, all in
// a machine's `setup({...}).createMachine({...})`, and nothing else:
//
// 1. a `description: '…'` text: the production build removes it (scripts/strip-descriptions.ts); the
//    analysts read it from the source, docs/flows and Stately Studio (tested by the charts' tests); so
//    is a state with nothing but its description emptied (`{}`, as in the build);
// 2. `types: {…}` in `setup`: type declarations only; XState reads no value of it;
// 3. a placeholder implementation in `setup` whose whole body throws '<name> not provided': the app and
//    the path tests' runner always provide their own (a missing one makes the machine throw at once).
//
// Each kind was judged equivalent (docs/testing.md says why) before this plugin existed; every other
// mutant counts.

import { declareClassPlugin, PluginKind } from '@stryker-mutator/api/plugin';

/** The call `setup({...})` or `….createMachine({...})` (or `createMachine`) the path is inside of. */
function insideMachineDefinition(path) {
  return Boolean(
    path.findParent((parent) => {
      if (!parent.isCallExpression()) return false;
      const callee = parent.node.callee;
      if (callee.type === 'Identifier') return callee.name === 'setup' || callee.name === 'createMachine';
      return (
        callee.type === 'MemberExpression' &&
        callee.property.type === 'Identifier' &&
        callee.property.name === 'createMachine'
      );
    }),
  );
}

function keyName(node) {
  if (node.computed) return undefined;
  if (node.key.type === 'Identifier') return node.key.name;
  if (node.key.type === 'StringLiteral') return node.key.value;
  return undefined;
}

/** A text written in the source: what scripts/strip-descriptions.ts removes from the build. */
function isWrittenText(node) {
  if (node.type === 'StringLiteral') return true;
  if (node.type === 'TemplateLiteral') return node.expressions.length === 0;
  if (node.type === 'BinaryExpression' && node.operator === '+')
    return isWrittenText(node.left) && isWrittenText(node.right);
  return false;
}

/** The argument of `setup(…)`, when the object is it. */
function isSetupArgument(path) {
  const call = path.parentPath;
  return (
    call?.isCallExpression() === true &&
    call.node.callee.type === 'Identifier' &&
    call.node.callee.name === 'setup' &&
    call.node.arguments[0] === path.node
  );
}

/** `() => { throw new Error('x not provided'); }`, also inside `fromPromise(…)` or `fromCallback(…)`. */
function isPlaceholder(value) {
  let fn = value;
  if (fn.type === 'CallExpression' && fn.arguments.length === 1) fn = fn.arguments[0];
  if (fn.type !== 'ArrowFunctionExpression' && fn.type !== 'FunctionExpression') return false;
  if (fn.body.type !== 'BlockStatement' || fn.body.body.length !== 1) return false;
  const statement = fn.body.body[0];
  if (statement.type !== 'ThrowStatement' || statement.argument.type !== 'NewExpression') return false;
  const [message] = statement.argument.arguments;
  return message?.type === 'StringLiteral' && / not provided$/.test(message.value);
}

/** Whether the property sits in one of the implementation maps of `setup({ actors, actions, guards… })`. */
function isImplementationOfSetup(path) {
  const map = path.parentPath; // the object of `actors: {…}`
  const mapProperty = map?.parentPath;
  return (
    map?.isObjectExpression() === true &&
    mapProperty?.isObjectProperty() === true &&
    ['actors', 'actions', 'guards', 'delays'].includes(keyName(mapProperty.node)) &&
    isSetupArgument(mapProperty.parentPath)
  );
}

/** `{ description: '…' }`: an object (a state) with nothing but a written description. */
function isOnlyDescription(node) {
  return (
    node.properties.length > 0 &&
    node.properties.every(
      (property) =>
        property.type === 'ObjectProperty' &&
        keyName(property) === 'description' &&
        isWrittenText(property.value),
    )
  );
}

export class MachineDefinitionIgnorer {
  shouldIgnore(path) {
    if (path.isObjectExpression() && isOnlyDescription(path.node) && insideMachineDefinition(path))
      return 'A machine description: a state with nothing but its description is `{}` in the build too (scripts/strip-descriptions.ts), so emptying it changes nothing.';
    if (!path.isObjectProperty()) return undefined;
    const name = keyName(path.node);
    if (name === 'description' && isWrittenText(path.node.value) && insideMachineDefinition(path))
      return 'A machine description: the production build removes it (scripts/strip-descriptions.ts).';
    if (name === 'types' && isSetupArgument(path.parentPath))
      return "setup's `types`: type declarations only, XState reads no value of them.";
    if (isPlaceholder(path.node.value) && isImplementationOfSetup(path))
      return 'A placeholder implementation: the app and the path tests always provide their own.';
    return undefined;
  }
}

export const strykerPlugins = [
  declareClassPlugin(PluginKind.Ignore, 'machine-definition', MachineDefinitionIgnorer),
];
