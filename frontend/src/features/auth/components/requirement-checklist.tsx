import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useAuthText } from '../lib/use-auth-text';

export interface Requirement {
  label: string;
  met: boolean;
}

/** Each rule with a tick once it holds. */
export function RequirementChecklist({ items }: { items: Requirement[] }) {
  const { t } = useAuthText();
  return (
    <List dense aria-label={t('checklist.label')} disablePadding>
      {items.map((item) => (
        <ListItem key={item.label} disableGutters sx={{ py: 0 }}>
          <ListItemIcon sx={{ minWidth: 32 }}>
            {item.met ? (
              <CheckCircle fontSize="small" color="success" titleAccess={t('checklist.met')} />
            ) : (
              <RadioButtonUnchecked
                fontSize="small"
                color="disabled"
                titleAccess={t('checklist.notMet')}
              />
            )}
          </ListItemIcon>
          <ListItemText
            primary={item.label}
            slotProps={{
              primary: { variant: 'body2', color: item.met ? 'success.main' : 'text.secondary' },
            }}
          />
        </ListItem>
      ))}
    </List>
  );
}
