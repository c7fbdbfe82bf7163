import Article from '@mui/icons-material/Article';
import { Create, Datagrid, DateField, Edit, List, SimpleList, TextField } from 'react-admin';
import { useIsPhone } from '../content/useIsPhone';
import { contentFilters } from '../content/ContentFilters';
import { EditTopActions } from '../content/EditActions';
import { StatusField } from '../content/PublishInputs';
import { PostForm } from './PostForm';

export function PostList() {
  const isPhone = useIsPhone();
  return (
    <List filters={contentFilters} sort={{ field: 'updatedAt', order: 'DESC' }} title="Blog posts">
      {isPhone ? (
        <SimpleList
          primaryText={(record) => record.title}
          secondaryText={(record) => `${record.status} · /blog/${record.slug}`}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="title" />
          <TextField source="slug" />
          <StatusField />
          <DateField source="publishAt" label="Publish at" showTime emptyText="-" />
          <DateField source="updatedAt" label="Changed" showTime />
        </Datagrid>
      )}
    </List>
  );
}

export function PostEdit() {
  return (
    <Edit mutationMode="pessimistic" actions={<EditTopActions preview="posts" />} title="Edit post">
      <PostForm edit />
    </Edit>
  );
}

export function PostCreate() {
  return (
    <Create redirect="edit" title="New post">
      <PostForm />
    </Create>
  );
}

/** Blog posts for editors: draft, preview, publish or schedule. */
export const posts = {
  list: PostList,
  edit: PostEdit,
  create: PostCreate,
  icon: Article,
  options: { label: 'Blog posts' },
};
