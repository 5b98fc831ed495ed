import { requestUrl } from "./request-url";

export async function currentPath(): Promise<string> {
  return (await requestUrl()).path;
}
