import { DeleteWithConfirmButton, SaveButton, Toolbar, TopToolbar, ListButton } from 'react-admin';
import { PreviewButton } from './PreviewButton';

/** Save, and delete only after a confirmation. */
export function ConfirmDeleteToolbar() {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton mutationMode="pessimistic" />
    </Toolbar>
  );
}

export function EditTopActions({ preview }: { preview?: 'posts' | 'case-studies' }) {
  return (
    <TopToolbar>
      {preview && <PreviewButton resource={preview} />}
      <ListButton />
    </TopToolbar>
  );
}
