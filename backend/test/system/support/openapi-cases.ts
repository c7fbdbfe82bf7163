import fc from 'fast-check';

/** The part of an OpenAPI 3 document the fuzzer reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface OpenApiOperation {
  operationId?: string;
  parameters?: Array<{
    name: string;
    in: 'path' | 'query' | 'header';
    required?: boolean;
    schema?: JsonSchema;
  }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Array<Record<string, unknown>>;
}

export interface JsonSchema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
}

export interface FuzzCase {
  path: string;
  query: Record<string, string>;
  body: unknown;
  /** True when the case breaks the declared schema in a way the server must refuse (400). */
  invalid: boolean;
  why: string;
}

export interface Operation {
  method: string;
  template: string;
  operation: OpenApiOperation;
  authenticated: boolean;
}

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** A path segment percent-encoded byte by byte (unpaired surrogates become U+FFFD, as on the wire). */
function encodeSegment(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte)) && byte < 128
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** Every operation of the document. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([template, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        template,
        operation,
        authenticated: (operation.security ?? []).length > 0,
      })),
  );
}

/** Text that is hostile to a database or a parser: NUL, unpaired surrogates, long runs, markup. */
const hostileText = fc.oneof(
  fc.constant('\u0000'),
  fc.constant('a\u0000b'),
  fc.constant('\ud800'),
  fc.constant('x'.repeat(5000)),
  fc.constant("' OR 1=1 --"),
  fc.constant('<script>alert(1)</script>'),
  fc.constant('%00'),
  fc.constant('null'),
  fc.constant('{}'),
);

/** Any text, hostile now and then. */
const anyText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: hostileText },
);

function resolve(document: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  let current = schema ?? {};
  for (let depth = 0; current.$ref && depth < 10; depth++)
    current = document.components?.schemas?.[current.$ref.split('/').pop()!] ?? {};
  if (current.allOf)
    return current.allOf.reduce<JsonSchema>((all, part) => {
      const resolved = resolve(document, part);
      return {
        ...all,
        ...resolved,
        properties: { ...all.properties, ...resolved.properties },
        required: [...(all.required ?? []), ...(resolved.required ?? [])],
      };
    }, {});
  return current;
}

/** A value that fits the schema's declared shape (constraints beyond type and enum may not hold). */
export function valueOf(
  document: OpenApiDocument,
  raw: JsonSchema | undefined,
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = resolve(document, raw);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.oneOf?.length || schema.anyOf?.length)
    return fc.oneof(...(schema.oneOf ?? schema.anyOf)!.map((s) => valueOf(document, s, depth + 1)));
  switch (schema.type) {
    case 'string':
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date-time')
        return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 60, 200),
      });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(valueOf(document, schema.items, depth + 1), { maxLength: 3 });
    default: {
      if (!schema.properties || depth > 3) return fc.constant({});
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties).map(
        ([key, property]) => [key, valueOf(document, property, depth + 1)] as const,
      );
      return fc.record(Object.fromEntries(entries), {
        requiredKeys: [...required].filter((key) => key in schema.properties!),
      });
    }
  }
}

/** A value that the schema's declared type forbids, with why. */
function wrongValueOf(
  document: OpenApiDocument,
  raw: JsonSchema | undefined,
): fc.Arbitrary<[unknown, string]> {
  const schema = resolve(document, raw);
  if (schema.enum?.length)
    return fc
      .string({ minLength: 1, maxLength: 10 })
      .filter((value) => !schema.enum!.includes(value))
      .map((value) => [value, 'not one of the enum'] as [unknown, string]);
  switch (schema.type) {
    case 'string':
      return fc.oneof(
        fc.tuple(fc.integer(), fc.constant('a number for text')),
        fc.tuple(fc.constant({ nested: true }), fc.constant('an object for text')),
        fc.tuple(fc.constantFrom('a\u0000b', '\ud800x'), fc.constant('unstorable text')),
      );
    case 'integer':
    case 'number':
      return fc.tuple(fc.constantFrom('twelve', {}, [1]), fc.constant('not a number'));
    case 'boolean':
      return fc.tuple(fc.constantFrom('yes please', 42, {}), fc.constant('not a boolean'));
    case 'array':
      return fc.tuple(fc.constantFrom('not-a-list', 7), fc.constant('not an array'));
    default:
      return fc.tuple(fc.constantFrom('text', 12, [1, 2]), fc.constant('not an object'));
  }
}

/** Cases for one operation: about half break the body's schema on purpose. */
export function casesFor(document: OpenApiDocument, operation: Operation): fc.Arbitrary<FuzzCase> {
  const parameters = operation.operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const bodySchema = operation.operation.requestBody?.content?.['application/json']?.schema;
  const body = resolve(document, bodySchema);
  const pathArb = fc
    .tuple(...pathParams.map((p) => fc.oneof(valueOf(document, p.schema).map(String), anyText)))
    .map((values) =>
      pathParams.reduce(
        (path, param, i) => path.replace(`{${param.name}}`, encodeSegment(String(values[i]))),
        operation.template,
      ),
    );
  const queryArb = fc.record(
    Object.fromEntries(
      queryParams.map((p) => [
        p.name,
        fc.oneof(
          valueOf(document, p.schema).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
          anyText,
        ),
      ]),
    ),
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, string>>;

  const validBody = bodySchema ? valueOf(document, bodySchema) : fc.constant(undefined);
  const properties = Object.keys(body.properties ?? {});
  const invalidBodies: Array<fc.Arbitrary<[unknown, string]>> = bodySchema
    ? [
        fc.tuple(
          fc.constantFrom('just text', 42, [1, 2, 3], null),
          fc.constant('a body that is not an object'),
        ),
        validBody.chain((value) =>
          fc
            .tuple(
              fc
                .string({ minLength: 1, maxLength: 12 })
                .filter((key) => /^[a-z]\w*$/i.test(key) && !properties.includes(key)),
              anyText,
            )
            .map(
              ([key, extra]) =>
                [{ ...(value as object), [key]: extra }, `unknown field ${key}`] as [
                  unknown,
                  string,
                ],
            ),
        ),
        ...properties.map((key) =>
          fc
            .tuple(validBody, wrongValueOf(document, body.properties![key]))
            .map(
              ([value, [wrong, why]]) =>
                [{ ...(value as object), [key]: wrong }, `${key}: ${why}`] as [unknown, string],
            ),
        ),
      ]
    : [];
  const bodyArb: fc.Arbitrary<{ body: unknown; invalid: boolean; why: string }> =
    invalidBodies.length
      ? fc.oneof(
          validBody.map((value) => ({
            body: value,
            invalid: false,
            why: 'shaped like the schema',
          })),
          fc.oneof(...invalidBodies).map(([value, why]) => ({ body: value, invalid: true, why })),
        )
      : validBody.map((value) => ({ body: value, invalid: false, why: 'no body declared' }));
  return fc
    .tuple(pathArb, queryArb, bodyArb)
    .map(([path, query, { body: value, invalid, why }]) => ({
      path,
      query,
      body: value,
      invalid,
      why,
    }));
}
