// Checks that a machine file is what Stately Studio's "Import from code" can read: exactly one
// `setup(...).createMachine({...})` whose config is a static object literal (no spread, no calls or
// identifiers computing config, no computed keys) and 2-space indentation. Inline functions
// (context, input, params, output) are allowed: Studio keeps them as code.
import ts from 'typescript-api';

/** The problems of one machine file's source text; empty when Studio can import it. */
export function statelyProblems(fileName: string, source: string): string[] {
  const problems: string[] = [];
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const where = (node: ts.Node) => {
    const { line, character } = file.getLineAndCharacterOfPosition(node.getStart(file));
    return `${fileName}:${line + 1}:${character + 1}`;
  };

  const machineCalls: ts.CallExpression[] = [];
  const otherCreateMachine: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'createMachine') {
        const target = callee.expression;
        const fromSetup =
          ts.isCallExpression(target) &&
          ts.isIdentifier(target.expression) &&
          target.expression.text === 'setup';
        if (fromSetup) machineCalls.push(node);
        else otherCreateMachine.push(node);
      } else if (ts.isIdentifier(callee) && callee.text === 'createMachine') {
        otherCreateMachine.push(node);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);

  for (const node of otherCreateMachine) {
    problems.push(
      `${where(node)} createMachine must be called on setup(...), as setup(...).createMachine({...})`,
    );
  }
  if (machineCalls.length !== 1) {
    problems.push(
      `${fileName}: expected exactly one setup(...).createMachine({...}), found ${machineCalls.length}`,
    );
  }
  for (const call of machineCalls) {
    const setupCall = (call.expression as ts.PropertyAccessExpression).expression as ts.CallExpression;
    const setupArg = setupCall.arguments[0];
    if (setupCall.arguments.length !== 1 || !setupArg || !ts.isObjectLiteralExpression(setupArg)) {
      problems.push(`${where(setupCall)} setup() takes one object literal`);
    } else {
      for (const property of setupArg.properties) {
        if (ts.isSpreadAssignment(property)) problems.push(`${where(property)} setup() config uses a spread`);
      }
    }
    const config = call.arguments[0];
    if (call.arguments.length !== 1 || !config || !ts.isObjectLiteralExpression(config)) {
      problems.push(`${where(call)} createMachine() takes one object literal`);
      continue;
    }
    checkStatic(config, problems, where);
  }

  source.split('\n').forEach((line, index) => {
    const indent = /^[ \t]*/.exec(line)?.[0] ?? '';
    if (indent.includes('\t')) problems.push(`${fileName}:${index + 1} indents with a tab`);
    else if (indent.length % 2 !== 0 && !line.trimStart().startsWith('*')) {
      problems.push(`${fileName}:${index + 1} is not indented by a multiple of 2 spaces`);
    }
  });
  return problems;
}

function unwrap(node: ts.Expression): ts.Expression {
  // `x as const` / `x satisfies T` / `(x)` keep the literal static.
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) {
    return unwrap(node.expression);
  }
  return node;
}

function checkStatic(node: ts.Expression, problems: string[], where: (node: ts.Node) => string) {
  const value = unwrap(node);
  if (ts.isObjectLiteralExpression(value)) {
    for (const property of value.properties) {
      if (ts.isSpreadAssignment(property)) {
        problems.push(`${where(property)} spreads config into the machine literal`);
      } else if (ts.isPropertyAssignment(property)) {
        if (ts.isComputedPropertyName(property.name)) {
          problems.push(`${where(property)} uses a computed key`);
        }
        checkStatic(property.initializer, problems, where);
      } else if (ts.isShorthandPropertyAssignment(property)) {
        problems.push(
          `${where(property)} takes "${property.name.text}" from a variable; write the value in place`,
        );
      }
      // Method declarations (`output() {}`) are inline implementations: allowed.
    }
    return;
  }
  if (ts.isArrayLiteralExpression(value)) {
    for (const element of value.elements) {
      if (ts.isSpreadElement(element))
        problems.push(`${where(element)} spreads config into the machine literal`);
      else checkStatic(element, problems, where);
    }
    return;
  }
  if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) return;
  if (
    ts.isStringLiteral(value) ||
    ts.isNoSubstitutionTemplateLiteral(value) ||
    ts.isNumericLiteral(value) ||
    value.kind === ts.SyntaxKind.TrueKeyword ||
    value.kind === ts.SyntaxKind.FalseKeyword ||
    value.kind === ts.SyntaxKind.NullKeyword ||
    (ts.isIdentifier(value) && value.text === 'undefined') ||
    (ts.isPrefixUnaryExpression(value) && ts.isNumericLiteral(value.operand))
  ) {
    return;
  }
  if (ts.isCallExpression(value) || ts.isNewExpression(value)) {
    problems.push(`${where(value)} builds config with a function call`);
    return;
  }
  problems.push(`${where(value)} is not a static value (${ts.SyntaxKind[value.kind]})`);
}
