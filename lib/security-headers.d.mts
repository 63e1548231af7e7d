export declare function tileSource(tileUrl: string): string;
export declare function pageCsp(opts: { nonce: string; dev: boolean; tileUrl: string }): string;
export declare const RESOURCE_CSP: string;
export declare function securityHeaders(opts: { production: boolean }): { key: string; value: string }[];
