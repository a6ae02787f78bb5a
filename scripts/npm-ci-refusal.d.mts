export type NpmCiRefusal =
  | { kind: 'optional-platform-missing'; packages: string[] }
  | { kind: 'out-of-sync'; problems: string[] }
  | { kind: 'other' };
export declare function classifyNpmCiRefusal(stderr: string, lock: object, manifest: object): NpmCiRefusal;
