import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  DataSource,
  EntityMetadata,
  EntitySubscriberInterface,
  InsertEvent,
  ObjectLiteral,
  RemoveEvent,
  UpdateEvent,
} from 'typeorm';
import { auditFields, auditScope, changedFields } from './audit-context';

/** Tables that are logs themselves, not business data. */
const NOT_AUDITED = new Set(['audit_log', 'security_events']);

/** A record's column values keyed by property (relations left out). */
function columnValues(metadata: EntityMetadata, entity: ObjectLiteral): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const column of metadata.columns)
    if (!column.relationMetadata || column.propertyName in entity)
      values[column.propertyName] = column.getEntityValue(entity);
  return values;
}

function idOf(metadata: EntityMetadata, entity: ObjectLiteral | undefined): string | null {
  if (!entity) return null;
  const id = metadata.getEntityIdMixedMap(entity);
  if (id === undefined || id === null) return null;
  return typeof id === 'object' ? JSON.stringify(id) : String(id);
}

/**
 * Records every entity write made while a staff request runs (inside `auditScope`): inserts with
 * their fields, updates with the changed fields before and after, removals with what was there.
 * Writes outside a staff request are not its business. Registered on the app's DataSource.
 */
@Injectable()
export class AuditSubscriber implements EntitySubscriberInterface {
  constructor(@InjectDataSource() dataSource: DataSource) {
    dataSource.subscribers.push(this);
  }

  afterInsert(event: InsertEvent<ObjectLiteral>): void {
    const scope = auditScope.getStore();
    if (!scope || NOT_AUDITED.has(event.metadata.tableName)) return;
    scope.changes.push({
      entity: event.metadata.tableName,
      operation: 'insert',
      id: idOf(event.metadata, event.entity),
      after: auditFields(columnValues(event.metadata, event.entity)),
    });
  }

  afterUpdate(event: UpdateEvent<ObjectLiteral>): void {
    const scope = auditScope.getStore();
    if (!scope || !event.entity || NOT_AUDITED.has(event.metadata.tableName)) return;
    const after = auditFields(columnValues(event.metadata, event.entity as ObjectLiteral));
    if (!event.databaseEntity) {
      // An update by query: only the values set are known.
      scope.changes.push({
        entity: event.metadata.tableName,
        operation: 'update',
        id: idOf(event.metadata, event.entity as ObjectLiteral),
        after: auditFields(event.entity as Record<string, unknown>),
      });
      return;
    }
    const before = auditFields(columnValues(event.metadata, event.databaseEntity));
    const diff = changedFields(before, after);
    if (Object.keys(diff.after).length === 0) return;
    scope.changes.push({
      entity: event.metadata.tableName,
      operation: 'update',
      id: idOf(event.metadata, event.databaseEntity),
      ...diff,
    });
  }

  afterRemove(event: RemoveEvent<ObjectLiteral>): void {
    const scope = auditScope.getStore();
    if (!scope || NOT_AUDITED.has(event.metadata.tableName)) return;
    const record = event.databaseEntity ?? event.entity;
    scope.changes.push({
      entity: event.metadata.tableName,
      operation: 'remove',
      id: event.entityId !== undefined ? String(event.entityId) : idOf(event.metadata, record),
      before: record ? auditFields(columnValues(event.metadata, record)) : {},
    });
  }
}
