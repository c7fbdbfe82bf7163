import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The member search's totals without reading the library: how many resources each tab holds
 * (`dashboard_resource_counts`) and in how many of a tab's resources each word occurs
 * (`dashboard_resource_lexemes`, the lexemes of `search_document`), both kept by statement-level
 * triggers in the writing transaction (so a search sees them exactly as it sees the rows).
 *
 * `dashboard_resources_search` runs a search in one call: from these counts alone, a list
 * without words and a one-word search whose prefix names one word get their exact total, a
 * one-word prefix of several words in over 100 resources an upper bound; only the rest count their
 * matches through the word index (at most 101 rows, and the page is then taken from those rows).
 * The page is planned with the values (EXECUTE), as a plain statement is. Measured at 10,000
 * resources (bench): the old single statement read 101 heap rows to count a common word and ran
 * a plan (EXPLAIN) for its estimate; this reads a few index pages instead. It replaces
 * `dashboard_resources_match_estimate`.
 */
export class ResourceSearchCounts1795480010000 implements MigrationInterface {
    name = 'ResourceSearchCounts1795480010000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "dashboard_resource_counts" (
                "category" varchar(16) NOT NULL,
                "resources" integer NOT NULL,
                CONSTRAINT "PK_dashboard_resource_counts" PRIMARY KEY ("category")
            )
        `);
        // "C" collation: a word's prefix is a range of the primary key.
        await queryRunner.query(`
            CREATE TABLE "dashboard_resource_lexemes" (
                "lexeme" text COLLATE "C" NOT NULL,
                "category" varchar(16) NOT NULL,
                "resources" integer NOT NULL,
                CONSTRAINT "PK_dashboard_resource_lexemes" PRIMARY KEY ("lexeme", "category")
            )
        `);
        // One function for the three triggers (a trigger with transition tables has one event);
        // the transition tables are visible to its EXECUTE statements. Changes are applied in key
        // order, so that concurrent writers lock the rows in one order.
        await queryRunner.query(`
            CREATE FUNCTION "dashboard_resources_count_words"() RETURNS trigger
            LANGUAGE plpgsql AS $$
            DECLARE
                changes CONSTANT text := 'WITH changes AS (' || CASE TG_OP
                    WHEN 'INSERT' THEN 'SELECT "category", "search_document", 1 AS "delta" FROM "new_rows"'
                    WHEN 'DELETE' THEN 'SELECT "category", "search_document", -1 AS "delta" FROM "old_rows"'
                    ELSE 'SELECT "category", "search_document", 1 AS "delta" FROM "new_rows"'
                        || ' UNION ALL SELECT "category", "search_document", -1 FROM "old_rows"'
                    END || ')';
                emptied_lexemes text[];
                emptied_categories varchar[];
            BEGIN
                EXECUTE changes || '
                    INSERT INTO "dashboard_resource_counts" AS c ("category", "resources")
                    SELECT "category", sum("delta") FROM changes
                     GROUP BY "category" HAVING sum("delta") <> 0 ORDER BY "category"
                    ON CONFLICT ("category") DO UPDATE SET "resources" = c."resources" + EXCLUDED."resources"';
                EXECUTE changes || ', changed AS (
                    INSERT INTO "dashboard_resource_lexemes" AS l ("lexeme", "category", "resources")
                    SELECT w."lexeme", ch."category", sum(ch."delta")
                      FROM changes ch, unnest(tsvector_to_array(ch."search_document")) AS w("lexeme")
                     GROUP BY 1, 2 HAVING sum(ch."delta") <> 0 ORDER BY 1, 2
                    ON CONFLICT ("lexeme", "category") DO UPDATE SET "resources" = l."resources" + EXCLUDED."resources"
                    RETURNING l."lexeme", l."category", l."resources")
                    SELECT array_agg("lexeme"), array_agg("category") FROM changed WHERE "resources" = 0'
                    INTO emptied_lexemes, emptied_categories;
                IF emptied_lexemes IS NOT NULL THEN
                    DELETE FROM "dashboard_resource_lexemes"
                     WHERE ("lexeme", "category") IN (SELECT * FROM unnest(emptied_lexemes, emptied_categories))
                       AND "resources" = 0;
                END IF;
                RETURN NULL;
            END
            $$
        `);
        for (const [event, tables] of [
            ['INSERT', 'NEW TABLE AS "new_rows"'],
            ['UPDATE', 'OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"'],
            ['DELETE', 'OLD TABLE AS "old_rows"'],
        ])
            await queryRunner.query(`
                CREATE TRIGGER "TRG_dashboard_resources_count_words_${event.toLowerCase()}"
                AFTER ${event} ON "dashboard_resources" REFERENCING ${tables}
                FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_resources_count_words"()
            `);
        await queryRunner.query(`
            CREATE FUNCTION "dashboard_resources_clear_counts"() RETURNS trigger
            LANGUAGE plpgsql AS $$
            BEGIN
                DELETE FROM "dashboard_resource_counts";
                DELETE FROM "dashboard_resource_lexemes";
                RETURN NULL;
            END
            $$
        `);
        await queryRunner.query(`
            CREATE TRIGGER "TRG_dashboard_resources_clear_counts"
            AFTER TRUNCATE ON "dashboard_resources"
            FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_resources_clear_counts"()
        `);
        await queryRunner.query(`
            INSERT INTO "dashboard_resource_counts" ("category", "resources")
                SELECT "category", count(*) FROM "dashboard_resources" GROUP BY "category"
        `);
        await queryRunner.query(`
            INSERT INTO "dashboard_resource_lexemes" ("lexeme", "category", "resources")
                SELECT w."lexeme", r."category", count(*)
                  FROM "dashboard_resources" r, unnest(tsvector_to_array(r."search_document")) AS w("lexeme")
                 GROUP BY 1, 2
        `);
        await queryRunner.query(`DROP FUNCTION "dashboard_resources_match_estimate"(varchar, tsquery)`);
        await queryRunner.query(SEARCH_FUNCTION);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP FUNCTION "dashboard_resources_search"(varchar, tsquery, text, integer, integer)`);
        await queryRunner.query(`DROP TRIGGER "TRG_dashboard_resources_clear_counts" ON "dashboard_resources"`);
        await queryRunner.query(`DROP FUNCTION "dashboard_resources_clear_counts"()`);
        for (const event of ['insert', 'update', 'delete'])
            await queryRunner.query(`DROP TRIGGER "TRG_dashboard_resources_count_words_${event}" ON "dashboard_resources"`);
        await queryRunner.query(`DROP FUNCTION "dashboard_resources_count_words"()`);
        await queryRunner.query(`DROP TABLE "dashboard_resource_lexemes"`);
        await queryRunner.query(`DROP TABLE "dashboard_resource_counts"`);
        // As migration 1795470000000 made it.
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
}

/**
 * A search: the rows of a page of resources, newest first, after a first row holding only the
 * total ("matchCount", and "matchEstimated" when it is an estimate). `p_query` is the member's
 * prefix tsquery (NULL: no words), `p_words` the same words as text, whose lexemes
 * (`to_tsvector`, as `to_tsquery` makes them) are looked up in the word counts. STABLE: every
 * statement sees the caller's snapshot, so the counts agree with the rows.
 */
const SEARCH_FUNCTION = `
    CREATE FUNCTION "dashboard_resources_search"(
        "p_category" varchar, "p_query" tsquery, "p_words" text, "p_limit" integer, "p_offset" integer
    ) RETURNS TABLE (
        "matchCount" integer, "matchEstimated" boolean, "slug" varchar, "title" varchar,
        "excerpt" text, "category" varchar, "date" text, "image" varchar, "fileUrl" varchar
    ) LANGUAGE plpgsql STABLE AS $$
    DECLARE
        -- The exact count's cap (EXACT_SEARCH_COUNT in the repository).
        cap CONSTANT integer := 100;
        matches CONSTANT text := ' FROM "dashboard_resources"'
            || ' WHERE ($1::varchar IS NULL OR "category" = $1)'
            || ' AND ($2::tsquery IS NULL OR "search_document" @@ $2)';
        page_columns CONSTANT text := 'SELECT NULL::integer, NULL::boolean, "slug", "title", "excerpt",'
            || ' "category", "date"::text, "image", "file_url"';
        -- Qualified: a bare "date" would sort the text column of the same name.
        newest_first CONSTANT text := ' ORDER BY "dashboard_resources"."date" DESC, "dashboard_resources"."id" DESC';
        total integer;
        operands integer;
        upper_bound integer;
        lower_bound integer;
        lexemes integer;
        selectivity float8;
        found_rows integer;
    BEGIN
        SELECT coalesce(sum(c."resources"), 0)::integer INTO total FROM "dashboard_resource_counts" c
         WHERE p_category IS NULL OR c."category" = p_category;
        IF p_query IS NULL THEN
            RETURN QUERY SELECT total, false, NULL::varchar, NULL::varchar, NULL::text,
                NULL::varchar, NULL::text, NULL::varchar, NULL::varchar;
            RETURN QUERY EXECUTE page_columns || matches || newest_first || ' LIMIT $3 OFFSET $4'
                USING p_category, p_query, p_limit, p_offset;
            RETURN;
        END IF;
        -- Per word (a prefix): in how many resources its lexemes occur (upper), the most
        -- frequent one's (lower, exact when the prefix names one lexeme).
        SELECT count(*), min(b."upper"), max(b."lower"), max(b."lexemes"),
               exp(sum(ln(greatest(b."upper", 1)::float8 / greatest(total, 1))))
          INTO operands, upper_bound, lower_bound, lexemes, selectivity
          FROM (SELECT coalesce(sum(l."resources"), 0)::integer AS "upper",
                       coalesce(max(l."resources"), 0)::integer AS "lower",
                       count(l."lexeme")::integer AS "lexemes"
                  FROM unnest(tsvector_to_array(to_tsvector('resource_search', p_words))) AS w("prefix")
                  LEFT JOIN LATERAL (
                      SELECT x."lexeme", sum(x."resources") AS "resources"
                        FROM "dashboard_resource_lexemes" x
                       WHERE x."lexeme" >= w."prefix" AND x."lexeme" < w."prefix" || chr(1114111)
                         AND (p_category IS NULL OR x."category" = p_category)
                       GROUP BY x."lexeme"
                  ) AS l ON true
                 GROUP BY w."prefix") AS b;
        IF operands > 0 AND upper_bound = 0 THEN
            -- A word no resource has.
            RETURN QUERY SELECT 0, false, NULL::varchar, NULL::varchar, NULL::text,
                NULL::varchar, NULL::text, NULL::varchar, NULL::varchar;
            RETURN;
        END IF;
        IF operands = 1 AND (lexemes = 1 OR lower_bound > cap) THEN
            -- One word: its one lexeme's count, or over the cap (the sum of its lexemes').
            RETURN QUERY SELECT least(upper_bound, total), lexemes > 1, NULL::varchar, NULL::varchar,
                NULL::text, NULL::varchar, NULL::text, NULL::varchar, NULL::varchar;
        ELSE
            -- Counted: at most cap + 1 matches through the word index; up to the cap, they are
            -- all, and the page is taken from them (no second read of the rows).
            RETURN QUERY EXECUTE
                'WITH capped AS MATERIALIZED (SELECT ctid AS "row", "date", "id"' || matches
                || ' LIMIT ' || (cap + 1) || '), counted AS (SELECT count(*)::integer AS n FROM capped)'
                || ' SELECT n, false, NULL::varchar, NULL::varchar, NULL::text, NULL::varchar,'
                || ' NULL::text, NULL::varchar, NULL::varchar FROM counted WHERE n <= ' || cap
                || ' UNION ALL (' || page_columns || ' FROM "dashboard_resources"'
                || ' WHERE (SELECT n FROM counted) <= ' || cap || ' AND ctid = ANY (ARRAY('
                || 'SELECT "row" FROM capped ORDER BY "date" DESC, "id" DESC LIMIT $3 OFFSET $4))'
                || newest_first || ')'
                USING p_category, p_query, p_limit, p_offset;
            GET DIAGNOSTICS found_rows = ROW_COUNT;
            IF found_rows > 0 THEN
                RETURN;
            END IF;
            -- Over the cap: the words' frequencies as if independent (as the planner would).
            RETURN QUERY SELECT greatest(cap + 1, least(upper_bound, round(total * selectivity)::integer)),
                true, NULL::varchar, NULL::varchar, NULL::text, NULL::varchar, NULL::text,
                NULL::varchar, NULL::varchar;
        END IF;
        RETURN QUERY EXECUTE page_columns || matches || newest_first || ' LIMIT $3 OFFSET $4'
            USING p_category, p_query, p_limit, p_offset;
    END
    $$
`;
