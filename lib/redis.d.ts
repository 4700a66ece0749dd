export declare class VerbatimString {
  constructor(format: string, value: string);
  format: string;
  value: string;
}
export declare function verbatimStringModule(): string;
export declare function loadIoredis(): typeof import("ioredis");
