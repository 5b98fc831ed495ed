import "server-only";
import { canManageCompany } from "../../domain/permissions";
import { NotFoundError, type ServerContext } from "../context";

/** A server function acting on one company the actor manages: the wrapper checked it. */
export interface CompanyContext extends ServerContext {
  companyId: number;
}

/** A server function bound to the company its input names: call it with an actor's context, or `run` it with a checked one. */
export interface CompanyFunction<I extends { companyId: number }, T> {
  (ctx: ServerContext, input: I): Promise<T>;
  run: (ctx: CompanyContext, input: I) => Promise<T>;
}

/** Deny by default: administrators manage any company, company managers only their own, nobody else any. */
export function inCompany(ctx: ServerContext, companyId: number): CompanyContext {
  if (!canManageCompany(ctx.actor, companyId)) throw new NotFoundError();
  return { ...ctx, companyId };
}

export function companyFunction<I extends { companyId: number }, T>(run: (ctx: CompanyContext, input: I) => Promise<T>): CompanyFunction<I, T> {
  const call = async (ctx: ServerContext, input: I) => run(inCompany(ctx, input.companyId), input);
  return Object.assign(call, { run });
}
