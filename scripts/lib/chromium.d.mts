export declare const CHROMIUM_CANDIDATES: string[];
