import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "../..");
const HTTP_METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]);

export interface RouteHandler {
  file: string;
  /** the OpenAPI path: `[id]` and `[...rest]` folders become `{id}` and `{rest}` */
  path: string;
  method: string;
  /** the call that builds the handler (withActor, withStore, publicRoute), null when it is not one */
  wrapper: string | null;
}

function exportedHandlers(file: string): { method: string; wrapper: string | null }[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), "utf8"), ts.ScriptTarget.Latest, true);
  const found: { method: string; wrapper: string | null }[] = [];
  for (const statement of source.statements) {
    const exported = ts.canHaveModifiers(statement) && (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (ts.isVariableStatement(statement) && exported) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        const callee = init && ts.isCallExpression(init) && ts.isIdentifier(init.expression) ? init.expression.text : null;
        found.push({ method: declaration.name.getText(source), wrapper: callee });
      }
    }
    if (ts.isFunctionDeclaration(statement) && exported) found.push({ method: statement.name?.text ?? "default", wrapper: null });
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) found.push({ method: element.name.text, wrapper: null });
    }
  }
  return found.filter(({ method }) => HTTP_METHODS.has(method));
}

/** Every exported HTTP method of every route.ts under app/api, read from the source. */
export function apiRouteHandlers(): RouteHandler[] {
  return readdirSync(path.join(root, "app", "api"), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === "route.ts")
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort()
    .flatMap((file) => {
      const apiPath = `/${file.replace(/^app\//, "").replace(/\/route\.ts$/, "")}`.replace(/\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}/g, "{$1}");
      return exportedHandlers(file).map((handler) => ({ file, path: apiPath, ...handler }));
    });
}
