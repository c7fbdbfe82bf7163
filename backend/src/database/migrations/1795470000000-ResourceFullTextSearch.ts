import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The member library's search becomes a word-prefix full-text search: `search_document`, a
 * tsvector of the title (weight A), the excerpt (B) and the body without its tags (C), kept by the
 * table's trigger and GIN-indexed, replaces `search_text` and its pg_trgm index.
 *
 * The text search configuration `resource_search` is `simple` (no stemming, no stop words: the
 * texts and the members' words are English, Spanish or German) behind `unaccent` ("Köhler" finds
 * "Kohler" and the reverse). ASCII punctuation is turned into spaces before parsing, on both sides
 * (the repository splits the member's words the same way), so that "pay-per-use", "4.0" or
 * "a@b.com" are indexed as their words and the parser's compound tokens never have to match.
 */
export class ResourceFullTextSearch1795470000000 implements MigrationInterface {
    name = 'ResourceFullTextSearch1795470000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS "unaccent"`);
        await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS "btree_gin"`);
        await queryRunner.query(`CREATE TEXT SEARCH CONFIGURATION "resource_search" (COPY = pg_catalog.simple)`);
        await queryRunner.query(`
            ALTER TEXT SEARCH CONFIGURATION "resource_search"
                ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple
        `);
        await queryRunner.query(`DROP TRIGGER "TRG_dashboard_resources_search_text" ON "dashboard_resources"`);
        await queryRunner.query(`DROP FUNCTION "dashboard_resources_search_text"()`);
        await queryRunner.query(`DROP INDEX "IDX_dashboard_resources_search"`);
        await queryRunner.query(`ALTER TABLE "dashboard_resources" DROP COLUMN "search_text"`);
        await queryRunner.query(`
            ALTER TABLE "dashboard_resources" ADD "search_document" tsvector NOT NULL DEFAULT ''::tsvector
        `);
        // The searched words, kept by the database itself (no writer can forget or forge them).
        await queryRunner.query(`
            CREATE FUNCTION "dashboard_resources_search_document"() RETURNS trigger
            LANGUAGE plpgsql AS $$
            DECLARE
                punctuation CONSTANT text := '!"#$%&''()*+,-./:;<=>?@[\\]^_\`{|}~';
                spaces CONSTANT text := repeat(' ', length(punctuation));
                body text := replace(replace(
                    regexp_replace(coalesce(NEW."content", ''), '<[^>]*>', ' ', 'g'),
                    '&nbsp;', ' '), '&amp;', '&');
            BEGIN
                NEW."search_document" :=
                    setweight(to_tsvector('resource_search', translate(NEW."title", punctuation, spaces)), 'A')
                    || setweight(to_tsvector('resource_search', translate(NEW."excerpt", punctuation, spaces)), 'B')
                    || setweight(to_tsvector('resource_search', translate(body, punctuation, spaces)), 'C');
                RETURN NEW;
            END
            $$
        `);
        await queryRunner.query(`
            CREATE TRIGGER "TRG_dashboard_resources_search_document"
            BEFORE INSERT OR UPDATE OF "title", "excerpt", "content", "search_document" ON "dashboard_resources"
            FOR EACH ROW EXECUTE FUNCTION "dashboard_resources_search_document"()
        `);
        // Every existing row through the trigger.
        await queryRunner.query(`UPDATE "dashboard_resources" SET "title" = "title"`);
        // No default: the trigger writes every row's.
        await queryRunner.query(`ALTER TABLE "dashboard_resources" ALTER COLUMN "search_document" DROP DEFAULT`);
        // The category too (btree_gin): a search in a tab intersects both in the index and reads
        // only the rows of that tab (a quarter of the heap rows of one that filters afterwards).
        await queryRunner.query(`
            CREATE INDEX "IDX_dashboard_resources_search" ON "dashboard_resources"
                USING gin ("category", "search_document")
        `);
        // The planner's estimate of a search's matches (a plan, no row read), for the totals beyond
        // the exact count: called from the search's own statement, so a search stays one round
        // trip (the repository's filter: a category or NULL, a tsquery or NULL). EXPLAIN needs a
        // volatile function; the one-shot plan of EXECUTE ... USING sees the values.
        await queryRunner.query(`
            CREATE FUNCTION "dashboard_resources_match_estimate"("p_category" varchar, "p_query" tsquery)
            RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
            DECLARE
                line text;
            BEGIN
                EXECUTE 'EXPLAIN SELECT 1 FROM "dashboard_resources"'
                    || ' WHERE ($1::varchar IS NULL OR "category" = $1)'
                    || ' AND ($2::tsquery IS NULL OR "search_document" @@ $2)'
                    INTO line USING "p_category", "p_query";
                -- The plan's first line: "... (cost=0.00..1.00 rows=250 width=4)".
                RETURN substring(line FROM ' rows=(\\d+) ')::integer;
            END
            $$
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP FUNCTION "dashboard_resources_match_estimate"(varchar, tsquery)`);
        await queryRunner.query(`DROP INDEX "IDX_dashboard_resources_search"`);
        await queryRunner.query(`DROP TRIGGER "TRG_dashboard_resources_search_document" ON "dashboard_resources"`);
        await queryRunner.query(`DROP FUNCTION "dashboard_resources_search_document"()`);
        await queryRunner.query(`ALTER TABLE "dashboard_resources" DROP COLUMN "search_document"`);
        await queryRunner.query(`DROP TEXT SEARCH CONFIGURATION "resource_search"`);
        // As migration 1795420000001 made them (unaccent and btree_gin stay: they may have been
        // there before, and other objects may use them).
        await queryRunner.query(`ALTER TABLE "dashboard_resources" ADD "search_text" text NOT NULL DEFAULT ''`);
        await queryRunner.query(`
            CREATE FUNCTION "dashboard_resources_search_text"() RETURNS trigger
            LANGUAGE plpgsql AS $$
            BEGIN
                NEW."search_text" := regexp_replace(
                    NEW."title" || ' ' || NEW."excerpt" || ' ' || replace(replace(
                        regexp_replace(coalesce(NEW."content", ''), '<[^>]*>', ' ', 'g'),
                        '&nbsp;', ' '), '&amp;', '&'),
                    '\\s+', ' ', 'g');
                RETURN NEW;
            END
            $$
        `);
        await queryRunner.query(`
            CREATE TRIGGER "TRG_dashboard_resources_search_text"
            BEFORE INSERT OR UPDATE OF "title", "excerpt", "content", "search_text" ON "dashboard_resources"
            FOR EACH ROW EXECUTE FUNCTION "dashboard_resources_search_text"()
        `);
        await queryRunner.query(`UPDATE "dashboard_resources" SET "title" = "title"`);
        await queryRunner.query(`
            CREATE INDEX "IDX_dashboard_resources_search" ON "dashboard_resources"
                USING gin ("search_text" gin_trgm_ops)
        `);
    }
}
