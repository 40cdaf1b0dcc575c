// One error shape for GraphQL and REST failures. `code` is the api.* key the
// server puts in extensions.code (GraphQL) or in the "error" field (REST); a
// GraphQL input coercion error has extensions.code BAD_USER_INPUT and its
// api.* key in extensions.key.
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields: Record<string, unknown>;

  constructor(code: string, message: string, status = 200, fields: Record<string, unknown> = {}) {
    super(message || code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fields = fields;
  }
}

interface GraphQLErrorLike {
  message?: string;
  extensions?: Record<string, unknown>;
}

export function apiErrorFromGraphQL(errors: GraphQLErrorLike[], status = 200): ApiError {
  const first = errors[0] ?? {};
  const ext = first.extensions ?? {};
  const code = typeof ext.key === 'string' ? ext.key : typeof ext.code === 'string' ? ext.code : 'api.internal';
  return new ApiError(code, first.message ?? code, status, ext);
}

export function asApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  // Relay may wrap network errors; look for ours inside.
  const cause = (err as { cause?: unknown; source?: { errors?: GraphQLErrorLike[] } } | null) ?? null;
  if (cause?.cause instanceof ApiError) return cause.cause;
  if (cause?.source?.errors) return apiErrorFromGraphQL(cause.source.errors);
  const message = err instanceof Error ? err.message : String(err);
  return new ApiError('api.internal', message);
}
