export const NGINX_WORKERS: string;

export function runNginx(dir: string, port: number, http: string): Promise<{ port: number; pid: number; stop: () => Promise<void> }>;

export function startCache(appPort: number, edgePort?: number): Promise<{ port: number; pid: number; stop: () => Promise<void> }>;
