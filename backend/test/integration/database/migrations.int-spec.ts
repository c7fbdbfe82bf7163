import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../../../src/database/typeorm-options';

/** `migration:generate` on a migrated database must have nothing to write. */
describe('Migrations', () => {
  let sut: DataSource;

  beforeAll(async () => {
    sut = new DataSource(typeormOptions(process.env.DATABASE_URL!));
    await sut.initialize();
  });

  afterAll(async () => {
    await sut.destroy();
  });

  it('should leave no pending migration', async () => {
    expect(await sut.showMigrations()).toBe(false);
  });

  it('should match the entities exactly (generate would produce nothing)', async () => {
    const sql = await sut.driver.createSchemaBuilder().log();
    expect(sql.upQueries.map((query) => query.query)).toEqual([]);
  });
});
