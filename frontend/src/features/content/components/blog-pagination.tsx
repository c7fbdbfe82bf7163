import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation } from 'react-router';
import { pageSearch } from '../utils/pagination';

interface BlogPaginationProps {
  /** The current page, from 1 to `count`. */
  page: number;
  count: number;
}

/**
 * Numbered pages with previous and next, as links (`?page=n`), so every page has an address that
 * can be shared and rendered by the server. Shown only when there is more than one page.
 */
export function BlogPagination({ page, count }: BlogPaginationProps) {
  const { t } = useTranslation('content');
  const { pathname, search } = useLocation();
  if (count <= 1) return null;
  return (
    <Pagination
      page={page}
      count={count}
      color="primary"
      shape="rounded"
      aria-label={t('blog.pagination.label')}
      getItemAriaLabel={(type, itemPage, selected) => {
        if (type === 'page') {
          return selected
            ? t('blog.pagination.current', { page: itemPage })
            : t('blog.pagination.page', { page: itemPage });
        }
        if (type === 'previous' || type === 'next' || type === 'first' || type === 'last') {
          return t(`blog.pagination.${type}`);
        }
        return '';
      }}
      renderItem={(item) =>
        item.type === 'start-ellipsis' || item.type === 'end-ellipsis' || item.disabled ? (
          <PaginationItem {...item} />
        ) : (
          <PaginationItem
            {...item}
            component={Link}
            to={{ pathname, search: pageSearch(search, item.page ?? 1) }}
          />
        )
      }
      sx={{
        mt: 6,
        display: 'flex',
        justifyContent: 'center',
        '& .MuiPagination-ul': { justifyContent: 'center', rowGap: 1 },
      }}
    />
  );
}
