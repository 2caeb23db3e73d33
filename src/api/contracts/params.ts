// What every call's parameters are made of: query values on a read, JSON fields on a write.
export type Params = Record<string, string | number | boolean | undefined>;
