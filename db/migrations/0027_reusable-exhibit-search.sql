-- Up Migration
-- Server-side search of the reusable exhibit repository (/admin/exhibit-repo,
-- spec 2 §2.1): the repository grows to thousands of exhibits, so the page
-- asks for one page of matches at a time instead of loading the table.
--
-- search_reusable_exhibits lists top-level exhibits (sub-exhibits are edited
-- inside their parent) whose name contains the search, optionally of one
-- module type and one exhibit type, archived ones included (the page shows
-- them as archived). PostGraphile exposes it as a connection with first,
-- offset and totalCount.
--
-- It is `language sql stable` and security invoker, so the caller's row-level
-- security decides what is found. The trigram index reusable_exhibits_name_trgm_idx
-- (migration 0007, so none is added here) serves the name fragment where the
-- planner can; under row-level security a non-leakproof ilike may instead run
-- after the policy (see 0022), which for a repository of thousands is a cheap
-- scan. The module and exhibit type filters use their own indexes.

create function app_public.search_reusable_exhibits(
  search text default '',
  module_type text default null,
  exhibit_type text default null
) returns setof app_public.reusable_exhibits
  language sql stable
as $$
  select r.* from app_public.reusable_exhibits r
  where r.parent_id is null
    and (search_reusable_exhibits.module_type is null or r.module_type = search_reusable_exhibits.module_type)
    and (search_reusable_exhibits.exhibit_type is null or r.exhibit_type = search_reusable_exhibits.exhibit_type)
    and (coalesce(btrim(search), '') = '' or r.name ilike '%' || btrim(search) || '%')
  order by lower(r.name), r.id;
$$;
comment on function app_public.search_reusable_exhibits(text, text, text) is 'Top-level reusable exhibits whose name contains the search, of a module type and an exhibit type (any when null), by name; archived ones included. Row-level security limits what each caller finds.';
grant execute on function app_public.search_reusable_exhibits(text, text, text) to petition_studio_visitor;

-- Down Migration
drop function app_public.search_reusable_exhibits(text, text, text);
