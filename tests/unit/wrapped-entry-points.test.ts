import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const ACTION_WRAPPERS = new Set(["actorAction", "storeAction", "companyAction", "publicAction", "platformAction"]);
const ROUTE_WRAPPERS = new Set(["withActor", "withStore", "publicRoute"]);
/** The one route handler that answers by itself: next-auth's own. */
const PUBLIC_ROUTES = new Set(["app/api/auth/[...nextauth]/route.ts"]);
const HTTP_METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]);

function files(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const parse = (file: string) => ts.createSourceFile(file, readFileSync(path.join(root, file), "utf8"), ts.ScriptTarget.Latest, true);

const isUseServer = (source: ts.SourceFile) =>
  source.statements.some((statement) => ts.isExpressionStatement(statement) && ts.isStringLiteral(statement.expression) && statement.expression.text === "use server");

const isExported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The exported values of a module and the wrapper each is made by (null: not a wrapper call). */
function exportedValues(source: ts.SourceFile): { name: string; wrapper: string | null }[] {
  const found: { name: string; wrapper: string | null }[] = [];
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && isExported(statement)) found.push({ name: statement.name?.text ?? "default", wrapper: null });
    if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        const callee = init && ts.isCallExpression(init) && ts.isIdentifier(init.expression) ? init.expression.text : null;
        found.push({ name: declaration.name.getText(source), wrapper: callee });
      }
    }
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) found.push({ name: element.name.text, wrapper: null });
    }
  }
  return found;
}

describe("entry points are wrapped", () => {
  it("finds the server actions and route handlers it checks", () => {
    expect(files("app").filter((file) => isUseServer(parse(file))).length).toBeGreaterThan(10);
    expect(files("app/api").filter((file) => file.endsWith("route.ts")).length).toBeGreaterThan(5);
  });

  it("builds every exported server action with actorAction, storeAction, companyAction, publicAction or platformAction", () => {
    const unwrapped = files("app")
      .map(parse)
      .filter(isUseServer)
      .flatMap((source) => exportedValues(source).filter((value) => !value.wrapper || !ACTION_WRAPPERS.has(value.wrapper)).map((value) => `${source.fileName}: ${value.name}`));
    expect(unwrapped).toEqual([]);
  });

  it("builds every route handler under app/api with withActor, withStore or publicRoute, the public ones aside", () => {
    const unwrapped = files("app/api")
      .filter((file) => file.endsWith("route.ts") && !PUBLIC_ROUTES.has(file.split(path.sep).join("/")))
      .map(parse)
      .flatMap((source) =>
        exportedValues(source)
          .filter((value) => HTTP_METHODS.has(value.name) && (!value.wrapper || !ROUTE_WRAPPERS.has(value.wrapper)))
          .map((value) => `${source.fileName}: ${value.name}`),
      );
    expect(unwrapped).toEqual([]);
  });
});
