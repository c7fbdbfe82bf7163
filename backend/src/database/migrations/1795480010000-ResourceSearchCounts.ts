import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The member search's totals without reading the library: how many resources each tab holds
 * (`dashboard_resource_counts`) and in how many of a tab's resources each word occurs
 * (`dashboard_resource_lexemes`, the lexemes of `search_document`), both kept by statement-level
 * triggers in the writing transaction (so a search sees them exactly as it sees the rows).
 *
 * `dashboard_resources_search` runs a search in one call: from these counts alone, a list
 * without words and a one-word search whose prefix names one lexeme get their exact total, a
 * one-word prefix of several lexemes in over 100 resources an upper bound; only the rest count
 * their matches through the word index (at most 101 rows, and the page is then taken from those
 * rows). The page is planned with the values (EXECUTE), as a plain statement is. Measured at
 * 10,000 resources (bench, SQL median): the old single statement (0.81 ms) read 101 heap rows to
 * count a common word and planned an EXPLAIN for its estimate; this one takes 0.56-0.62 ms. It
 * replaces `dashboard_resources_match_estimate`.
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
    ) LANGUAGE plpgsql STABLE
    -- The static statements' plans are kept for the session (the words' counts and the rows by
    -- address read the same indexes whatever the values; a custom plan for the optional category
    -- was planned again at every call, 0.15 ms); the EXECUTEd ones are planned with the values.
    SET plan_cache_mode = force_generic_plan
    AS $$
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
        single_lexemes text;
        query tsquery := p_query;
        capped tid[];
    BEGIN
        -- The tab's (or library's) size, and per word (a prefix of lexemes): in how many of its
        -- resources its lexemes occur (upper), the most frequent one's (lower: exact when the
        -- prefix names one lexeme).
        WITH "size" AS (
            SELECT coalesce(sum(c."resources"), 0)::integer AS "total" FROM "dashboard_resource_counts" c
             WHERE p_category IS NULL OR c."category" = p_category
        ), "bounds" AS (
            SELECT coalesce(sum(l."resources"), 0)::integer AS "upper",
                   coalesce(max(l."resources"), 0)::integer AS "lower",
                   count(l."lexeme")::integer AS "lexemes",
                   min(l."lexeme") AS "lexeme"
              FROM unnest(tsvector_to_array(to_tsvector('resource_search', p_words))) AS w("prefix")
              LEFT JOIN LATERAL (
                  SELECT x."lexeme", sum(x."resources") AS "resources"
                    FROM "dashboard_resource_lexemes" x
                   WHERE x."lexeme" >= w."prefix" AND x."lexeme" < w."prefix" || chr(1114111)
                     AND (p_category IS NULL OR x."category" = p_category)
                   GROUP BY x."lexeme"
              ) AS l ON true
             GROUP BY w."prefix"
        )
        SELECT s."total", count(b."upper"), min(b."upper"), max(b."lower"), max(b."lexemes"),
               exp(sum(ln(greatest(b."upper", 1)::float8 / greatest(s."total", 1)))),
               -- Every word's one lexeme, quoted as tsquery input wants it.
               CASE WHEN bool_and(b."lexemes" = 1) THEN string_agg(
                   '''' || replace(replace(b."lexeme", '\\', '\\\\'), '''', '''''') || '''', ' & ')
               END
          INTO total, operands, upper_bound, lower_bound, lexemes, selectivity, single_lexemes
          FROM "size" s LEFT JOIN "bounds" b ON true
         GROUP BY s."total";
        IF p_query IS NULL THEN
            "matchCount" := total;
            "matchEstimated" := false;
            RETURN NEXT;
            RETURN QUERY EXECUTE page_columns || matches || newest_first || ' LIMIT $3 OFFSET $4'
                USING p_category, p_query, p_limit, p_offset;
            RETURN;
        END IF;
        IF operands > 0 AND upper_bound = 0 THEN
            -- A word no resource has.
            "matchCount" := 0;
            "matchEstimated" := false;
            RETURN NEXT;
            RETURN;
        END IF;
        -- Where each word's prefix names one lexeme (in the tab), the query matches that lexeme
        -- alone: the word index then reads one entry instead of a range, and no row is checked
        -- again (measured at 10,000: a two-word count in a tab 0.10 ms instead of 0.29). Only for
        -- a plain AND with one lexeme per word (a word the parser splits becomes a phrase).
        IF single_lexemes IS NOT NULL AND numnode(p_query) = 2 * operands - 1
            AND position('<' IN p_query::text) = 0 THEN
            query := single_lexemes::tsquery;
        END IF;
        IF operands = 1 AND (lexemes = 1 OR lower_bound > cap) THEN
            -- One word: its one lexeme's count, or over the cap (the sum of its lexemes').
            "matchCount" := least(upper_bound, total);
            "matchEstimated" := lexemes > 1;
            RETURN NEXT;
        ELSE
            -- Counted: at most cap + 1 matches through the word index; up to the cap, they are
            -- all, and the page is taken from them (no second read of the rows).
            EXECUTE 'SELECT array_agg("row" ORDER BY "date" DESC, "id" DESC) FROM (SELECT ctid AS "row",'
                || ' "date", "id"' || matches || ' LIMIT ' || (cap + 1) || ') AS capped'
                INTO capped USING p_category, query;
            IF coalesce(cardinality(capped), 0) <= cap THEN
                "matchCount" := coalesce(cardinality(capped), 0);
                "matchEstimated" := false;
                RETURN NEXT;
                -- The same snapshot (STABLE): the row addresses still name these rows.
                RETURN QUERY SELECT NULL::integer, NULL::boolean, r."slug", r."title", r."excerpt",
                       r."category", r."date"::text, r."image", r."file_url"
                  FROM "dashboard_resources" r
                 WHERE r.ctid = ANY (capped[p_offset + 1 : p_offset + p_limit])
                 ORDER BY r."date" DESC, r."id" DESC;
                RETURN;
            END IF;
            -- Over the cap: the words' frequencies as if independent (as the planner would).
            "matchCount" := greatest(cap + 1, least(upper_bound, round(total * selectivity)::integer));
            "matchEstimated" := true;
            RETURN NEXT;
        END IF;
        RETURN QUERY EXECUTE page_columns || matches || newest_first || ' LIMIT $3 OFFSET $4'
            USING p_category, query, p_limit, p_offset;
    END
    $$
`;
